import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  deepProfileLinks,
  deepProfiles,
  interviewScores,
  interviews,
  skills,
  users,
} from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export type DeepProfileRow = typeof deepProfiles.$inferSelect;
export type DeepProfileLinkRow = typeof deepProfileLinks.$inferSelect;

/** A developer's deep profile with the name of whoever last wrote it. */
export async function findDeepProfile(db: Executor, developerId: string) {
  return firstRow(
    db
      .select({ profile: deepProfiles, updatedByName: users.fullName })
      .from(deepProfiles)
      .leftJoin(users, eq(users.id, deepProfiles.updatedBy))
      .where(eq(deepProfiles.developerId, developerId)),
  );
}

/** One deep profile per developer: insert or replace its content. */
export async function upsertDeepProfile(
  db: Executor,
  input: { developerId: string; content: Record<string, unknown>; userId: string },
) {
  const [row] = await db
    .insert(deepProfiles)
    .values({
      developerId: input.developerId,
      content: input.content,
      createdBy: input.userId,
      updatedBy: input.userId,
    })
    .onConflictDoUpdate({
      target: deepProfiles.developerId,
      set: { content: input.content, updatedBy: input.userId, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

const linkSelection = { link: deepProfileLinks, createdByName: users.fullName };

export async function listDeepProfileLinks(db: Executor, deepProfileId: string) {
  return db
    .select(linkSelection)
    .from(deepProfileLinks)
    .leftJoin(users, eq(users.id, deepProfileLinks.createdBy))
    .where(eq(deepProfileLinks.deepProfileId, deepProfileId))
    .orderBy(desc(deepProfileLinks.createdAt), desc(deepProfileLinks.id));
}

export async function insertDeepProfileLink(
  db: Executor,
  row: typeof deepProfileLinks.$inferInsert,
) {
  const [link] = await db.insert(deepProfileLinks).values(row).returning();
  return link!;
}

export async function findDeepProfileLinkBySlugHash(db: Executor, slugHash: string) {
  return firstRow(
    db
      .select({ link: deepProfileLinks, developerId: deepProfiles.developerId })
      .from(deepProfileLinks)
      .innerJoin(deepProfiles, eq(deepProfiles.id, deepProfileLinks.deepProfileId))
      .where(eq(deepProfileLinks.slugHash, slugHash)),
  );
}

/** Sets `revoked_at` once (a second revoke keeps the first time); undefined when unknown. */
export async function revokeDeepProfileLink(db: Executor, id: string) {
  await db
    .update(deepProfileLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(deepProfileLinks.id, id), isNull(deepProfileLinks.revokedAt)));
  return firstRow(db.select().from(deepProfileLinks).where(eq(deepProfileLinks.id, id)));
}

const interviewer = users;

/** A developer's completed interviews, newest first, with the interviewer's name. */
export async function completedInterviewsOf(db: Executor, developerId: string) {
  return db
    .select({ interview: interviews, interviewerName: interviewer.fullName })
    .from(interviews)
    .leftJoin(interviewer, eq(interviewer.id, interviews.interviewerUserId))
    .where(and(eq(interviews.developerId, developerId), eq(interviews.status, "completed")))
    .orderBy(desc(interviews.completedAt), desc(interviews.id));
}

/** The scorecard rows of some interviews, skill rows named from the catalogue. */
export async function scorecardRowsOf(db: Executor, interviewIds: string[]) {
  if (interviewIds.length === 0) return [];
  return db
    .select({
      interviewId: interviewScores.interviewId,
      kind: interviewScores.kind,
      key: interviewScores.key,
      score: interviewScores.score,
      note: interviewScores.note,
      skillName: skills.name,
    })
    .from(interviewScores)
    .leftJoin(skills, and(eq(interviewScores.kind, "skill"), eq(skills.code, interviewScores.key)))
    .where(inArray(interviewScores.interviewId, interviewIds))
    .orderBy(asc(interviewScores.kind), asc(interviewScores.key));
}
