import type {
  ApprovalStatus,
  CompanySize,
  CompletionStatus,
  Industry,
  ProfileSource,
  ProjectType,
} from "@encaja/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  developerAvailability,
  developerPreferences,
  developerSkills,
  developers,
  education,
  experienceSkills,
  experiences,
  locations,
  platformLinks,
  skills,
  stacks,
  users,
} from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { lockDeveloper } from "./locks";

export async function loadDeveloperProfile(db: Executor, developerId: string) {
  const row = await firstRow(
    db
      .select({
        developer: developers,
        email: users.email,
        stackName: stacks.name,
        location: locations,
      })
      .from(developers)
      .innerJoin(users, eq(users.id, developers.userId))
      .leftJoin(stacks, eq(stacks.code, developers.mainStackCode))
      .leftJoin(locations, eq(locations.id, developers.locationId))
      .where(eq(developers.id, developerId)),
  );
  if (!row) return undefined;
  const [skillRows, platforms] = await Promise.all([
    listDeveloperSkills(db, developerId),
    db
      .select()
      .from(platformLinks)
      .where(eq(platformLinks.developerId, developerId))
      .orderBy(asc(platformLinks.createdAt)),
  ]);
  return { ...row, skills: skillRows, platforms };
}

export function listDeveloperSkills(db: Executor, developerId: string) {
  return db
    .select({
      skillId: skills.id,
      code: skills.code,
      name: skills.name,
      category: skills.category,
      level: developerSkills.level,
      years: developerSkills.years,
    })
    .from(developerSkills)
    .innerJoin(skills, eq(skills.id, developerSkills.skillId))
    .where(eq(developerSkills.developerId, developerId))
    .orderBy(desc(developerSkills.level), asc(skills.name));
}

export type DeveloperUpdate = Partial<
  Pick<
    typeof developers.$inferInsert,
    | "firstName"
    | "lastName"
    | "phone"
    | "locationId"
    | "location"
    | "workStartMinute"
    | "workEndMinute"
    | "bio"
    | "techRole"
    | "mainStackCode"
    | "seniority"
    | "englishLevel"
    | "devExperienceMonths"
    | "linkedinUrl"
    | "githubUrl"
    | "photoUrl"
  >
> & {
  /** A zone, or `timeZoneOrDefault` to keep the developer's own. */
  timeZone?: string | null | SQL<string>;
};

export async function updateDeveloper(db: Executor, developerId: string, changes: DeveloperUpdate) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(developers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(developers.id, developerId));
}

/** The developer's time zone as it is, or `zone` while they have none. */
export const timeZoneOrDefault = (zone: string) =>
  sql<string>`coalesce(${developers.timeZone}, ${zone})`;

export async function findLocation(db: Executor, id: string) {
  return firstRow(db.select().from(locations).where(eq(locations.id, id)));
}

export async function stackExists(db: Executor, code: string) {
  return (await db.$count(stacks, eq(stacks.code, code))) > 0;
}

/** The ids among `ids` that exist in the skills catalogue. */
export async function existingSkillIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceDeveloperSkills(
  db: Executor,
  developerId: string,
  list: Array<{ skillId: string; level: number; years: number | null }>,
) {
  await db.delete(developerSkills).where(eq(developerSkills.developerId, developerId));
  if (list.length > 0)
    await db.insert(developerSkills).values(list.map((s) => ({ developerId, ...s })));
}

// Experiences ------------------------------------------------------------------------------

export interface ExperienceRow {
  company: string;
  title: string;
  startMonth: string;
  endMonth: string | null;
  current: boolean;
  description: string;
  industry: Industry | null;
  companySize: CompanySize | null;
  projectType: ProjectType | null;
}

export async function listExperiences(db: Executor, developerId: string) {
  const rows = await db
    .select()
    .from(experiences)
    .where(eq(experiences.developerId, developerId))
    .orderBy(desc(experiences.current), desc(experiences.startMonth));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({
          experienceId: experienceSkills.experienceId,
          id: skills.id,
          code: skills.code,
          name: skills.name,
        })
        .from(experienceSkills)
        .innerJoin(skills, eq(skills.id, experienceSkills.skillId))
        .where(inArray(experienceSkills.experienceId, ids))
        .orderBy(asc(skills.name))
    : [];
  return rows.map((r) => ({
    ...r,
    skills: links
      .filter((l) => l.experienceId === r.id)
      .map(({ id, code, name }) => ({ id, code, name })),
  }));
}

/** Most experience rows and most education rows one developer may have (ADR 0017). */
export const MAX_HISTORY_ROWS = 50;

/**
 * Locks the developer's row (so concurrent inserts for one developer run one after another)
 * and counts their rows of `kind`. Call inside the transaction that inserts the new row.
 */
export async function lockAndCountHistory(
  db: Executor,
  developerId: string,
  kind: "experiences" | "education",
): Promise<number> {
  await lockDeveloper(db, developerId);
  const table = kind === "experiences" ? experiences : education;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.developerId, developerId));
  return row?.n ?? 0;
}

export async function insertExperience(
  db: Executor,
  developerId: string,
  row: ExperienceRow,
  skillIds: string[],
) {
  const [created] = await db
    .insert(experiences)
    .values({ developerId, ...row })
    .returning({ id: experiences.id });
  if (skillIds.length)
    await db
      .insert(experienceSkills)
      .values(skillIds.map((skillId) => ({ experienceId: created!.id, skillId })));
  return created!.id;
}

/** Updates an experience of this developer; false when it is not theirs (or does not exist). */
export async function updateExperience(
  db: Executor,
  developerId: string,
  id: string,
  row: ExperienceRow,
  skillIds: string[],
): Promise<boolean> {
  const updated = await db
    .update(experiences)
    .set({ ...row, updatedAt: sql`now()` })
    .where(and(eq(experiences.id, id), eq(experiences.developerId, developerId)))
    .returning({ id: experiences.id });
  if (updated.length === 0) return false;
  await db.delete(experienceSkills).where(eq(experienceSkills.experienceId, id));
  if (skillIds.length)
    await db
      .insert(experienceSkills)
      .values(skillIds.map((skillId) => ({ experienceId: id, skillId })));
  return true;
}

export async function deleteExperience(
  db: Executor,
  developerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.developerId, developerId)))
    .returning({ id: experiences.id });
  return rows.length === 1;
}

// Education --------------------------------------------------------------------------------

export function listEducation(db: Executor, developerId: string) {
  return db
    .select()
    .from(education)
    .where(eq(education.developerId, developerId))
    .orderBy(sql`${education.endYear} desc nulls first`, desc(education.startYear));
}

export async function insertEducation(
  db: Executor,
  developerId: string,
  row: {
    institution: string;
    degree: string;
    field: string;
    startYear: number | null;
    endYear: number | null;
  },
) {
  const [created] = await db
    .insert(education)
    .values({ developerId, ...row })
    .returning();
  return created!;
}

export async function deleteEducation(
  db: Executor,
  developerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(education)
    .where(and(eq(education.id, id), eq(education.developerId, developerId)))
    .returning({ id: education.id });
  return rows.length === 1;
}

// Preferences, availability, notifications --------------------------------------------------

export async function getPreferences(db: Executor, developerId: string) {
  const [row] = await db
    .select()
    .from(developerPreferences)
    .where(eq(developerPreferences.developerId, developerId));
  return row;
}

export async function putPreferences(db: Executor, row: typeof developerPreferences.$inferInsert) {
  const { developerId: _id, ...set } = row;
  await db
    .insert(developerPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: developerPreferences.developerId,
      set: { ...set, updatedAt: sql`now()` },
    });
}

export async function getAvailability(db: Executor, developerId: string) {
  const [row] = await db
    .select()
    .from(developerAvailability)
    .where(eq(developerAvailability.developerId, developerId));
  return row;
}

export async function putAvailability(
  db: Executor,
  row: typeof developerAvailability.$inferInsert,
) {
  const { developerId: _id, ...set } = row;
  await db
    .insert(developerAvailability)
    .values(row)
    .onConflictDoUpdate({
      target: developerAvailability.developerId,
      set: { ...set, updatedAt: sql`now()` },
    });
}

export async function setOnboardingCompleted(db: Executor, developerId: string) {
  await db
    .update(developers)
    .set({ onboarding: "completed", updatedAt: sql`now()` })
    .where(eq(developers.id, developerId));
}

/** Counts that drive completeness and the onboarding checklist. */
export async function profileCounts(db: Executor, developerId: string) {
  const [row] = await db
    .select({
      skills: sql<number>`(select count(*)::int from ${developerSkills} where ${developerSkills.developerId} = ${developerId})`,
      experiences: sql<number>`(select count(*)::int from ${experiences} where ${experiences.developerId} = ${developerId})`,
      education: sql<number>`(select count(*)::int from ${education} where ${education.developerId} = ${developerId})`,
      platforms: sql<number>`(select count(*)::int from ${platformLinks} where ${platformLinks.developerId} = ${developerId})`,
      preferences: sql<number>`(select count(*)::int from ${developerPreferences} where ${developerPreferences.developerId} = ${developerId})`,
      availability: sql<number>`(select count(*)::int from ${developerAvailability} where ${developerAvailability.developerId} = ${developerId})`,
    })
    .from(sql`(select 1) as one`);
  return {
    skills: Number(row?.skills ?? 0),
    experiences: Number(row?.experiences ?? 0),
    education: Number(row?.education ?? 0),
    platforms: Number(row?.platforms ?? 0),
    preferences: Number(row?.preferences ?? 0),
    availability: Number(row?.availability ?? 0),
  };
}

export async function deletePlatformLink(
  db: Executor,
  developerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(platformLinks)
    .where(and(eq(platformLinks.id, id), eq(platformLinks.developerId, developerId)))
    .returning({ id: platformLinks.id });
  return rows.length === 1;
}

export async function findPlatformLink(db: Executor, developerId: string, id: string) {
  return firstRow(
    db
      .select()
      .from(platformLinks)
      .where(and(eq(platformLinks.id, id), eq(platformLinks.developerId, developerId))),
  );
}

/** Matcher-side status of a profile (also used by the demo seed). */
export async function setDeveloperStatus(
  db: Executor,
  developerId: string,
  status: {
    approval?: ApprovalStatus;
    onboarding?: CompletionStatus;
    profileSource?: ProfileSource;
  },
) {
  await db.update(developers).set(status).where(eq(developers.id, developerId));
}
