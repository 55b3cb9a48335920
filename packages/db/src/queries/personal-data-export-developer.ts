import { type AnyColumn, and, eq, getTableColumns, inArray, isNotNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  assessmentAttempts,
  candidateDecisions,
  candidateEvents,
  candidates,
  deepProfileSnapshots,
  deepProfiles,
  developerAvailability,
  developerPreferences,
  developerSelfIdentification,
  developerSkills,
  developers,
  education,
  experienceSkills,
  experiences,
  interviews,
  interviewVerifiedEnglish,
  interviewVerifiedSkills,
  matchingInterviews,
  offers,
  platformLinks,
  profileClaims,
  skills,
  talentProfiles,
} from "../schema";
import { developerRowIds } from "./developer-selections";
import type { Executor } from "./executor";
import { columnsWithout, type PersonalDataRows, type Row } from "./personal-data-rows";

/** The developer sections of the personal-data export (readPersonalData). */
export async function readDeveloperData(
  db: Executor,
  developerId: string,
): Promise<PersonalDataRows> {
  const byDeveloper = (column: AnyColumn) => eq(column, developerId);
  // Sections that are the developer's rows of a table, every column.
  const ownRows = (table: PgTable & { developerId: AnyColumn }): Promise<Row[]> =>
    db.select().from(table).where(byDeveloper(table.developerId));
  // Sections of per-skill rows: the skill's code first, then the named columns.
  const ownSkillRows = (
    table: PgTable & { developerId: AnyColumn; skillId: AnyColumn },
    columns: Record<string, AnyColumn>,
  ): Promise<Row[]> =>
    db
      .select({ skill: skills.code, ...columns })
      .from(table)
      .innerJoin(skills, eq(skills.id, table.skillId))
      .where(byDeveloper(table.developerId));
  const profile = await db.select().from(developers).where(eq(developers.id, developerId));
  const history = await db
    .select({
      ...getTableColumns(experiences),
      skills: sql<string[]>`coalesce((select array_agg(${skills.code} order by ${skills.code})
        from ${experienceSkills} join ${skills} on ${skills.id} = ${experienceSkills.skillId}
        where ${experienceSkills.experienceId} = ${experiences.id}), '{}')`,
    })
    .from(experiences)
    .where(byDeveloper(experiences.developerId));
  return {
    developerProfile: profile,
    profileClaims: await db
      .select({
        createdAt: profileClaims.createdAt,
        expiresAt: profileClaims.expiresAt,
        usedAt: profileClaims.usedAt,
      })
      .from(profileClaims)
      .where(byDeveloper(profileClaims.developerId)),
    skills: await ownSkillRows(developerSkills, {
      name: skills.name,
      level: developerSkills.level,
      years: developerSkills.years,
    }),
    platformLinks: await ownRows(platformLinks),
    experiences: history,
    education: await ownRows(education),
    preferences: await ownRows(developerPreferences),
    availability: await ownRows(developerAvailability),
    selfIdentification: await ownRows(developerSelfIdentification),
    assessmentAttempts: await ownRows(assessmentAttempts),
    searchProfile: await db
      .select(columnsWithout(talentProfiles, ["searchVector", "nameVector", "skillCodes"]))
      .from(talentProfiles)
      .where(byDeveloper(talentProfiles.developerId)),
    verifiedSkills: await ownSkillRows(interviewVerifiedSkills, {
      level: interviewVerifiedSkills.level,
      verifiedAt: interviewVerifiedSkills.verifiedAt,
    }),
    verifiedEnglish: await ownRows(interviewVerifiedEnglish),
    deepProfile: await db
      .select({
        content: deepProfiles.content,
        createdAt: deepProfiles.createdAt,
        updatedAt: deepProfiles.updatedAt,
      })
      .from(deepProfiles)
      .where(byDeveloper(deepProfiles.developerId)),
    presentations: await db
      .select({
        offerId: deepProfileSnapshots.offerId,
        offerTitle: offers.title,
        document: deepProfileSnapshots.document,
        createdAt: deepProfileSnapshots.createdAt,
      })
      .from(deepProfileSnapshots)
      .innerJoin(offers, eq(offers.id, deepProfileSnapshots.offerId))
      .where(byDeveloper(deepProfileSnapshots.developerId)),
    // Only the words a matcher shared with the developer: the company's feedback is theirs.
    sharedFeedback: await db
      .select({
        decision: candidateDecisions.decision,
        message: candidateDecisions.developerMessage,
        sharedAt: candidateDecisions.sharedAt,
      })
      .from(candidateDecisions)
      .innerJoin(candidates, eq(candidates.id, candidateDecisions.candidateId))
      .where(
        and(byDeveloper(candidates.developerId), isNotNull(candidateDecisions.developerMessage)),
      ),
    ...(await readPipelineData(db, developerId)),
  };
}

/** Candidacies as the developer sees them (no staff notes, scores or recommendations). */
async function readPipelineData(db: Executor, developerId: string): Promise<PersonalDataRows> {
  const candidacyIds = developerRowIds(db, candidates, developerId);
  return {
    candidacies: await db
      .select({
        id: candidates.id,
        offerId: candidates.offerId,
        offerTitle: offers.title,
        status: candidates.status,
        origin: candidates.origin,
        softStatus: candidates.softStatus,
        hardStatus: candidates.hardStatus,
        englishStatus: candidates.englishStatus,
        invitedAt: candidates.invitedAt,
        createdAt: candidates.createdAt,
        updatedAt: candidates.updatedAt,
      })
      .from(candidates)
      .innerJoin(offers, eq(offers.id, candidates.offerId))
      .where(eq(candidates.developerId, developerId)),
    candidacyHistory: await db
      .select({
        candidacyId: candidateEvents.candidateId,
        fromStatus: candidateEvents.fromStatus,
        toStatus: candidateEvents.toStatus,
        stageChanges: candidateEvents.stageChanges,
        createdAt: candidateEvents.createdAt,
      })
      .from(candidateEvents)
      .where(inArray(candidateEvents.candidateId, candidacyIds)),
    screeningInterviews: await db
      .select(columnsWithout(matchingInterviews, ["notes", "recommendation", "interviewerUserId"]))
      .from(matchingInterviews)
      .where(inArray(matchingInterviews.candidateId, candidacyIds)),
    interviews: await db
      .select({
        id: interviews.id,
        type: interviews.type,
        status: interviews.status,
        candidacyId: interviews.candidateId,
        scheduledAt: interviews.scheduledAt,
        durationMinutes: interviews.durationMinutes,
        meetingUrl: interviews.meetingUrl,
        result: interviews.result,
        englishLevel: interviews.englishLevel,
        developerTimeZone: interviews.developerTimeZone,
        completedAt: interviews.completedAt,
        cancelledAt: interviews.cancelledAt,
      })
      .from(interviews)
      .where(eq(interviews.developerId, developerId)),
  };
}
