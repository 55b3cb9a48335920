import type { EnglishLevel, Role } from "@encaja/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  developerSkills,
  developers,
  interviewerAvailability,
  interviewVerifiedEnglish,
  interviewVerifiedSkills,
  offerSkills,
  skills,
  users,
} from "../schema";
import type { Executor } from "./executor";

export type AvailabilityRow = typeof interviewerAvailability.$inferSelect;

export async function availabilityOf(db: Executor, interviewerUserIds: string[]) {
  if (interviewerUserIds.length === 0) return [];
  return db
    .select()
    .from(interviewerAvailability)
    .where(inArray(interviewerAvailability.interviewerUserId, interviewerUserIds))
    .orderBy(asc(interviewerAvailability.weekday), asc(interviewerAvailability.startMinute));
}

/** Replaces an interviewer's whole week. */
export async function replaceAvailability(
  db: Executor,
  interviewerUserId: string,
  timeZone: string,
  windows: { weekday: number; startMinute: number; endMinute: number }[],
) {
  await db
    .delete(interviewerAvailability)
    .where(eq(interviewerAvailability.interviewerUserId, interviewerUserId));
  if (windows.length === 0) return;
  await db
    .insert(interviewerAvailability)
    .values(windows.map((w) => ({ ...w, interviewerUserId, timeZone })));
}

/** Active users of some roles that have weekly availability (who can be booked). */
export async function bookableInterviewers(db: Executor, roles: Role[]) {
  return db
    .selectDistinct({ userId: users.id, name: users.fullName })
    .from(users)
    .innerJoin(interviewerAvailability, eq(interviewerAvailability.interviewerUserId, users.id))
    .where(and(inArray(users.role, roles), sql`${users.deletedAt} is null`));
}

/** Active users with one of `roles`, by name (the interviewer picker). */
export async function usersWithRoles(db: Executor, roles: Role[]) {
  return db
    .select({ userId: users.id, name: users.fullName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, roles), sql`${users.deletedAt} is null`))
    .orderBy(users.fullName, users.id);
}

export async function findUserBrief(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      fullName: users.fullName,
      email: users.email,
      locale: users.locale,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What the interview kit shows of a developer: the profile summary and declared skills. */
export async function interviewKitProfile(db: Executor, developerId: string) {
  const [profile] = await db
    .select({
      techRole: developers.techRole,
      seniority: developers.seniority,
      englishLevel: developers.englishLevel,
      bio: developers.bio,
    })
    .from(developers)
    .where(eq(developers.id, developerId))
    .limit(1);
  const declared = await db
    .select({ code: skills.code, name: skills.name, level: developerSkills.level })
    .from(developerSkills)
    .innerJoin(skills, eq(skills.id, developerSkills.skillId))
    .where(eq(developerSkills.developerId, developerId))
    .orderBy(asc(skills.name));
  return profile ? { ...profile, skills: declared } : undefined;
}

export async function offerRequiredSkills(db: Executor, offerId: string) {
  return db
    .select({
      id: skills.id,
      code: skills.code,
      name: skills.name,
      level: offerSkills.minLevel,
      required: offerSkills.required,
    })
    .from(offerSkills)
    .innerJoin(skills, eq(skills.id, offerSkills.skillId))
    .where(eq(offerSkills.offerId, offerId))
    .orderBy(asc(offerSkills.position));
}

/** Records skill levels an interviewer verified (a later interview overwrites an earlier one). */
export async function recordInterviewVerifiedSkills(
  db: Executor,
  input: { developerId: string; interviewId: string; levels: { code: string; level: number }[] },
) {
  if (input.levels.length === 0) return;
  const known = await db
    .select({ id: skills.id, code: skills.code })
    .from(skills)
    .where(
      inArray(
        skills.code,
        input.levels.map((l) => l.code),
      ),
    );
  const idOf = new Map(known.map((s) => [s.code, s.id]));
  const values = input.levels.flatMap((l) => {
    const skillId = idOf.get(l.code);
    return skillId
      ? [
          {
            developerId: input.developerId,
            skillId,
            level: l.level,
            interviewId: input.interviewId,
          },
        ]
      : [];
  });
  if (values.length === 0) return;
  await db
    .insert(interviewVerifiedSkills)
    .values(values)
    .onConflictDoUpdate({
      target: [interviewVerifiedSkills.developerId, interviewVerifiedSkills.skillId],
      set: {
        level: sql`excluded.level`,
        interviewId: sql`excluded.interview_id`,
        verifiedAt: sql`now()`,
      },
    });
}

export async function recordVerifiedEnglish(
  db: Executor,
  input: { developerId: string; interviewId: string; level: EnglishLevel },
) {
  await db
    .insert(interviewVerifiedEnglish)
    .values(input)
    .onConflictDoUpdate({
      target: interviewVerifiedEnglish.developerId,
      set: { level: input.level, interviewId: input.interviewId, verifiedAt: sql`now()` },
    });
}

/** What interviewers verified for a developer: skill scores and the English level. */
export async function interviewVerificationOf(db: Executor, developerId: string) {
  const [skillRows, englishRows] = await Promise.all([
    db
      .select({
        skillId: interviewVerifiedSkills.skillId,
        score: interviewVerifiedSkills.level,
        verifiedAt: interviewVerifiedSkills.verifiedAt,
      })
      .from(interviewVerifiedSkills)
      .where(eq(interviewVerifiedSkills.developerId, developerId))
      .orderBy(interviewVerifiedSkills.skillId),
    db
      .select({
        level: interviewVerifiedEnglish.level,
        verifiedAt: interviewVerifiedEnglish.verifiedAt,
      })
      .from(interviewVerifiedEnglish)
      .where(eq(interviewVerifiedEnglish.developerId, developerId))
      .limit(1),
  ]);
  return { skills: skillRows, english: englishRows[0] ?? null };
}
