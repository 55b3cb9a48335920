import type { InterviewStatus, InterviewType, ScoreKind } from "@encaja/contracts";
import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { candidates, developers, interviewScores, interviews, offers, users } from "../schema";
import { developerLabel, developerRowIds } from "./developer-selections";
import type { Executor } from "./executor";
import { lockKey } from "./locks";

export type InterviewRow = typeof interviews.$inferSelect;
export type NewInterviewRow = typeof interviews.$inferInsert;
export type InterviewScoreRow = typeof interviewScores.$inferSelect;

const interviewer = alias(users, "interviewer");

/** An interview with what every view of it shows: developer, offer and interviewer names. */
const interviewSelection = {
  interview: interviews,
  developer: {
    id: developers.id,
    ...developerLabel,
    userId: developers.userId,
  },
  offer: { id: offers.id, title: offers.title },
  interviewerName: interviewer.fullName,
  interviewerEmail: interviewer.email,
  interviewerLocale: interviewer.locale,
};

const withRelations = (db: Executor) =>
  db
    .select(interviewSelection)
    .from(interviews)
    .innerJoin(developers, eq(developers.id, interviews.developerId))
    .leftJoin(candidates, eq(candidates.id, interviews.candidateId))
    .leftJoin(offers, eq(offers.id, candidates.offerId))
    .leftJoin(interviewer, eq(interviewer.id, interviews.interviewerUserId));

export type InterviewWithRelations = Awaited<ReturnType<typeof findInterview>> & object;

export async function findInterview(db: Executor, id: string) {
  const [row] = await withRelations(db).where(eq(interviews.id, id)).limit(1);
  return row;
}

/**
 * Inserts a scheduled interview. Null when the interviewer already has a scheduled interview
 * starting at that instant (the unique slot key): of two racing bookings, one wins.
 */
export async function insertInterview(db: Executor, row: NewInterviewRow) {
  const [inserted] = await db.insert(interviews).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/**
 * Changes a scheduled interview (reschedule, cancel, complete, autosave): a compare-and-set on
 * `status = 'scheduled'`, so a completed or cancelled interview never changes. Null when it is
 * no longer scheduled; throws the unique-slot violation to the caller on a taken slot.
 */
export async function updateScheduledInterview(
  db: Executor,
  id: string,
  changes: Partial<NewInterviewRow>,
) {
  const [row] = await db
    .update(interviews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(interviews.id, id), eq(interviews.status, "scheduled")))
    .returning();
  return row ?? null;
}

/** The interviewer's scheduled interviews overlapping [start, end), other than `exceptId`. */
export async function overlappingInterviews(
  db: Executor,
  params: { interviewerUserId: string; start: Date; end: Date; exceptId?: string | undefined },
) {
  const where: SQL[] = [
    eq(interviews.interviewerUserId, params.interviewerUserId),
    eq(interviews.status, "scheduled"),
    lt(interviews.scheduledAt, params.end),
    sql`${interviews.scheduledAt} + ${interviews.durationMinutes} * interval '1 minute' > ${params.start.toISOString()}::timestamptz`,
  ];
  if (params.exceptId) where.push(ne(interviews.id, params.exceptId));
  return db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(...where));
}

/** Serialises scheduling for one interviewer until the transaction ends (overlap checks). */
export async function lockInterviewerSchedule(db: Executor, interviewerUserId: string) {
  await lockKey(db, `interviews:${interviewerUserId}`);
}

export interface InterviewSearch {
  type?: InterviewType | undefined;
  status?: InterviewStatus | undefined;
  interviewerUserId?: string | undefined;
  developerId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: "createdAt" | "scheduledAt";
  direction: "ASC" | "DESC";
  after?: { value: string; id: string } | undefined;
  limit: number;
}

/** A page of interviews, keyset-ordered by the sort field then id; `cursor` is the field as text. */
export async function searchInterviews(db: Executor, search: InterviewSearch) {
  const column = search.sort === "createdAt" ? interviews.createdAt : interviews.scheduledAt;
  const where: SQL[] = [];
  if (search.type) where.push(eq(interviews.type, search.type));
  if (search.status) where.push(eq(interviews.status, search.status));
  if (search.interviewerUserId)
    where.push(eq(interviews.interviewerUserId, search.interviewerUserId));
  if (search.developerId) where.push(eq(interviews.developerId, search.developerId));
  if (search.from)
    where.push(sql`${interviews.scheduledAt} >= ${search.from.toISOString()}::timestamptz`);
  if (search.to)
    where.push(sql`${interviews.scheduledAt} < ${search.to.toISOString()}::timestamptz`);
  if (search.after) {
    const at = sql`${search.after.value}::timestamptz`;
    const beyond = search.direction === "ASC" ? gt : lt;
    where.push(
      or(
        sql`${column} ${sql.raw(search.direction === "ASC" ? ">" : "<")} ${at}`,
        and(sql`${column} = ${at}`, beyond(interviews.id, search.after.id)),
      )!,
    );
  }
  const order = search.direction === "ASC" ? asc : desc;
  return db
    .select({ ...interviewSelection, cursor: sql<string>`${column}::text` })
    .from(interviews)
    .innerJoin(developers, eq(developers.id, interviews.developerId))
    .leftJoin(candidates, eq(candidates.id, interviews.candidateId))
    .leftJoin(offers, eq(offers.id, candidates.offerId))
    .leftJoin(interviewer, eq(interviewer.id, interviews.interviewerUserId))
    .where(and(...where))
    .orderBy(order(column), order(interviews.id))
    .limit(search.limit + 1);
}

/** Every interview of an offer's candidates, newest first (the pipeline card and history). */
export async function interviewsOfOffer(db: Executor, offerId: string) {
  return withRelations(db)
    .where(eq(candidates.offerId, offerId))
    .orderBy(desc(interviews.scheduledAt), desc(interviews.id));
}

/** A developer's own interviews, soonest first. */
export async function interviewsOfDeveloper(db: Executor, developerId: string) {
  return withRelations(db)
    .where(eq(interviews.developerId, developerId))
    .orderBy(asc(interviews.scheduledAt), asc(interviews.id));
}

export async function interviewScoresOf(db: Executor, interviewId: string) {
  return db
    .select()
    .from(interviewScores)
    .where(eq(interviewScores.interviewId, interviewId))
    .orderBy(asc(interviewScores.kind), asc(interviewScores.key));
}

/** Upserts scorecard rows by (kind, key): the autosave sends what changed. */
export async function upsertInterviewScores(
  db: Executor,
  interviewId: string,
  rows: { kind: ScoreKind; key: string; score: number | null; note: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(interviewScores)
    .values(rows.map((r) => ({ interviewId, ...r })))
    .onConflictDoUpdate({
      target: [interviewScores.interviewId, interviewScores.kind, interviewScores.key],
      set: { score: sql`excluded.score`, note: sql`excluded.note` },
    });
}

/** Scheduled interviews of some interviewers in [from, to): what bookable slots must avoid. */
export async function scheduledInterviewsOf(
  db: Executor,
  interviewerUserIds: string[],
  from: Date,
  to: Date,
) {
  if (interviewerUserIds.length === 0) return [];
  return db
    .select({
      interviewerUserId: interviews.interviewerUserId,
      scheduledAt: interviews.scheduledAt,
      durationMinutes: interviews.durationMinutes,
    })
    .from(interviews)
    .where(
      and(
        inArray(interviews.interviewerUserId, interviewerUserIds),
        eq(interviews.status, "scheduled"),
        lt(interviews.scheduledAt, to),
        sql`${interviews.scheduledAt} + ${interviews.durationMinutes} * interval '1 minute' > ${from.toISOString()}::timestamptz`,
      ),
    );
}

/** Erasure (decision 0014): a developer's interviews stay for history without free text. */
export async function anonymiseDeveloperInterviews(db: Executor, developerId: string) {
  const ids = developerRowIds(db, interviews, developerId);
  await db
    .update(interviewScores)
    .set({ note: "" })
    .where(inArray(interviewScores.interviewId, ids));
  await db
    .update(interviews)
    .set({ summary: "", recommendation: "", meetingUrl: null, developerTimeZone: null })
    .where(eq(interviews.developerId, developerId));
}
