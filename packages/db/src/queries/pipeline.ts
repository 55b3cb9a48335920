import type {
  CandidateStatus,
  InterviewStage,
  InterviewStageStatus,
  OverrideReason,
} from "@encaja/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  candidateEvents,
  candidates,
  customers,
  developers,
  matchingInterviews,
  offers,
  users,
} from "../schema";
import { recordEvents } from "./candidates";
import { compiled } from "./compiled";
import { developerLabel, developerName } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** Every status of an offer's pipeline with its count (the board's columns). */
const statusCounts = compiled(["offerId"], (db, p) =>
  db
    .select({ status: candidates.status, count: sql<number>`count(*)::int` })
    .from(candidates)
    .where(eq(candidates.offerId, p.offerId))
    .groupBy(candidates.status),
);
export async function candidateStatusCounts(db: Executor, offerId: string) {
  return statusCounts(db, { offerId });
}

export interface CandidateMove {
  id: string;
  from: CandidateStatus;
  to: CandidateStatus;
  actorUserId: string | null;
  note?: string | null | undefined;
  overrideReason?: OverrideReason | null | undefined;
  stages?: Partial<Record<InterviewStage, InterviewStageStatus>>;
  /** The note explains only this move (e.g. "Invitation accepted"): the event keeps it, the row's note stays. */
  noteOnEventOnly?: boolean | undefined;
  /** The move is an invitation to the offer: stamps `invited_at`. */
  invited?: boolean | undefined;
}

const stageColumns = [
  ["soft", "softStatus"],
  ["hard", "hardStatus"],
  ["english", "englishStatus"],
] as const;

/**
 * Whether `applyCandidateChange` makes this change in one statement (the usual status move:
 * no stage results, no note kept on the row, no override, no invitation), so it is atomic
 * without a transaction of its own.
 */
export function isOneStatementChange(move: CandidateMove): boolean {
  const plain = !(move.note && !move.noteOnEventOnly) && !move.overrideReason && !move.invited;
  const stages = stageColumns.some(([stage]) => move.stages?.[stage]);
  return plain && move.from !== move.to && !stages;
}

/**
 * THE update of a candidate's status (ADR 0024): only the API's `moveCandidate`, which checks
 * the transition table, calls it. One compare-and-set on the status (`from`): a status move
 * and/or stage results. Every status move, and every change of a stage result, is recorded in
 * candidate_events (with note, override and the stages' before → after). Null when the
 * status changed meanwhile.
 */
export async function applyCandidateChange(db: Executor, move: CandidateMove) {
  const moving = move.from !== move.to;
  const wanted = stageColumns.flatMap(([stage, column]) => {
    const to = move.stages?.[stage];
    return to ? [{ stage, column, to }] : [];
  });
  // The results before the change (locked, so the recorded "from" is the one overwritten).
  let before: Record<string, string> | undefined;
  if (wanted.length > 0) {
    const [current] = await db
      .select({
        softStatus: candidates.softStatus,
        hardStatus: candidates.hardStatus,
        englishStatus: candidates.englishStatus,
      })
      .from(candidates)
      .where(and(eq(candidates.id, move.id), eq(candidates.status, move.from)))
      .for("update");
    if (!current) return null;
    before = current;
  }
  const stageChanges = wanted
    .filter((w) => before?.[w.column] !== w.to)
    .map((w) => ({ stage: w.stage, from: before?.[w.column] ?? "pending", to: w.to }));
  if (isOneStatementChange(move)) {
    // The usual move: the update and its event in one statement (one round trip).
    const [moved] = await moveAndRecord(db, {
      id: move.id,
      from: move.from,
      to: move.to,
      actorUserId: move.actorUserId,
      note: move.note ?? null,
    });
    return moved ?? null;
  }
  const [row] = await db
    .update(candidates)
    .set({
      status: move.to,
      updatedAt: sql`now()`,
      ...(move.note && !move.noteOnEventOnly ? { note: move.note } : {}),
      ...(move.overrideReason ? { overrideReason: move.overrideReason } : {}),
      ...Object.fromEntries(wanted.map((w) => [w.column, w.to])),
      ...(move.invited ? { invitedAt: sql`now()` } : {}),
    })
    .where(and(eq(candidates.id, move.id), eq(candidates.status, move.from)))
    .returning();
  if (!row) return null;
  if (moving || stageChanges.length > 0) {
    await insertMoveEvent(db, {
      candidateId: row.id,
      actorUserId: move.actorUserId,
      fromStatus: move.from,
      toStatus: move.to,
      note: move.note ?? null,
      overrideReason: move.overrideReason ?? null,
      stageChanges: stageChanges.length > 0 ? stageChanges : null,
    });
  }
  return row;
}

/**
 * A new event's time: strictly after the candidate's previous event (the move's update holds
 * its row lock), so moves made within one clock tick still read back in the order they happened.
 */
const afterLastEvent = (candidateId: SQL | AnyPgColumn) =>
  sql<string>`greatest(now(), (select max(e.created_at) + interval '1 microsecond' from candidate_events e where e.candidate_id = ${candidateId}))`;

/**
 * The most frequent change, a status move with its event, as one statement: the event's insert
 * reads the update's row through the CTE (data-modifying CTEs always run to completion).
 */
const moveAndRecord = compiled(["id", "from", "to", "actorUserId", "note"], (db, p) => {
  const moved = db.$with("moved").as(
    db
      .update(candidates)
      .set({ status: sql`${p.to}`, updatedAt: sql`now()` })
      .where(and(eq(candidates.id, p.id), eq(candidates.status, p.from)))
      .returning(),
  );
  const recorded = recordEvents(db, moved, {
    actorUserId: sql<string | null>`${p.actorUserId}::uuid`.as("actor_user_id"),
    fromStatus: sql<string>`${p.from}::text`.as("from_status"),
    toStatus: sql<string>`${p.to}::text`.as("to_status"),
    note: sql<string | null>`${p.note}::text`.as("note"),
    overrideReason: sql<string | null>`null::text`.as("override_reason"),
    createdAt: afterLastEvent(moved.id),
  });
  return db.with(moved, recorded).select().from(moved);
});

const insertMoveEvent = compiled(
  [
    "candidateId",
    "actorUserId",
    "fromStatus",
    "toStatus",
    "note",
    "overrideReason",
    "stageChanges",
  ],
  (db, p) =>
    db.insert(candidateEvents).values({
      candidateId: p.candidateId,
      actorUserId: p.actorUserId,
      fromStatus: p.fromStatus,
      toStatus: p.toStatus,
      note: p.note,
      overrideReason: p.overrideReason,
      stageChanges: p.stageChanges,
      createdAt: afterLastEvent(sql`${p.candidateId}::uuid`),
    }),
);

/** A candidate with its offer's status and customer, and the developer's display fields. */
const candidateWithOffer = compiled(["id"], (db, p) =>
  db
    .select({
      candidate: candidates,
      offerStatus: offers.status,
      customerId: offers.customerId,
      developer: developerLabel,
    })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .where(eq(candidates.id, p.id)),
);
export async function findCandidateWithOffer(db: Executor, id: string) {
  const [row] = await candidateWithOffer(db, { id });
  return row;
}

export async function candidateEventsWithActors(db: Executor, candidateId: string) {
  return db
    .select({
      event: candidateEvents,
      actorName: users.fullName,
    })
    .from(candidateEvents)
    .leftJoin(users, eq(users.id, candidateEvents.actorUserId))
    .where(eq(candidateEvents.candidateId, candidateId))
    .orderBy(asc(candidateEvents.createdAt), asc(candidateEvents.id));
}

// Matching interviews ------------------------------------------------------------------------

export type MatchingInterviewRow = typeof matchingInterviews.$inferSelect;

export async function insertMatchingInterview(
  db: Executor,
  row: typeof matchingInterviews.$inferInsert,
) {
  const [created] = await db.insert(matchingInterviews).values(row).returning();
  return created!;
}

export async function openMatchingInterviewOf(db: Executor, candidateId: string) {
  return firstRow(
    db
      .select()
      .from(matchingInterviews)
      .where(
        and(
          eq(matchingInterviews.candidateId, candidateId),
          eq(matchingInterviews.state, "scheduled"),
        ),
      ),
  );
}

const matchingInterviewColumns = {
  interview: matchingInterviews,
  interviewerName: users.fullName,
  candidate: candidates,
  offerStatus: offers.status,
  offerTitle: offers.title,
  developer: developerName,
};

function selectMatchingInterviews(db: Executor) {
  return db
    .select(matchingInterviewColumns)
    .from(matchingInterviews)
    .innerJoin(candidates, eq(candidates.id, matchingInterviews.candidateId))
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .leftJoin(users, eq(users.id, matchingInterviews.interviewerUserId));
}

export async function findMatchingInterview(db: Executor, id: string) {
  return firstRow(selectMatchingInterviews(db).where(eq(matchingInterviews.id, id)));
}

/** Every matching interview of an offer's candidates, oldest first. */
export async function matchingInterviewsOfOffer(db: Executor, offerId: string) {
  return selectMatchingInterviews(db)
    .where(eq(candidates.offerId, offerId))
    .orderBy(asc(matchingInterviews.createdAt), asc(matchingInterviews.id));
}

export async function updateMatchingInterviewRow(
  db: Executor,
  id: string,
  changes: Partial<typeof matchingInterviews.$inferInsert>,
) {
  await db
    .update(matchingInterviews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(matchingInterviews.id, id));
}

// A developer across offers ------------------------------------------------------------------

export async function candidaciesOfDeveloper(db: Executor, developerId: string) {
  return db
    .select({
      candidate: candidates,
      offer: { id: offers.id, title: offers.title, status: offers.status },
      customerName: customers.name,
      customerId: offers.customerId,
    })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .where(eq(candidates.developerId, developerId))
    .orderBy(desc(candidates.createdAt));
}

/**
 * The customer's offers for which this developer was ever presented (some event moved it to
 * one of `presentedStatuses`), with the candidate's current status.
 */
export async function presentationsToCustomer(
  db: Executor,
  input: { developerId: string; customerId: string; presentedStatuses: readonly CandidateStatus[] },
) {
  return db
    .select({ offerId: offers.id, title: offers.title, status: candidates.status })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .where(
      and(
        eq(candidates.developerId, input.developerId),
        eq(offers.customerId, input.customerId),
        sql`exists (select 1 from ${candidateEvents} e where e.candidate_id = ${candidates.id}
          and e.to_status in (${sql.join(
            input.presentedStatuses.map((s) => sql`${s}`),
            sql`, `,
          )}))`,
      ),
    );
}

/** Developer ids (among `ids`) ever presented to a customer: their talent cards are not anonymised. */
export async function developersPresentedTo(
  db: Executor,
  input: {
    customerId: string;
    developerIds: string[];
    presentedStatuses: readonly CandidateStatus[];
  },
) {
  if (input.developerIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ developerId: candidates.developerId })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(candidateEvents, eq(candidateEvents.candidateId, candidates.id))
    .where(
      and(
        eq(offers.customerId, input.customerId),
        inArray(candidates.developerId, input.developerIds),
        inArray(candidateEvents.toStatus, [...input.presentedStatuses]),
      ),
    );
  return new Set(rows.map((r) => r.developerId));
}
