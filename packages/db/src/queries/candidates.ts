import type { CandidateStatus } from "@encaja/contracts";
import {
  and,
  asc,
  eq,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
  type WithSubquery,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { candidateEvents, candidates, customers, developers, offers, users } from "../schema";
import { compiled, uuidArray } from "./compiled";
import { developerLabel } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { keysetAfter, keysetCursor, keysetOrder } from "./keyset";

export type CandidateRow = typeof candidates.$inferSelect;

export interface NewCandidate {
  offerId: string;
  developerId: string;
  status: string;
  origin: string;
  createdBy: string | null;
  invited?: boolean;
  note?: string | null;
  matchScore?: number | null;
  overrideReason?: string | null;
}

/** A column or an SQL value, as a candidate event's field in `recordEvents`. */
type EventValue = SQL | SQL.Aliased | AnyPgColumn;

/**
 * A CTE that records one candidate_events row for each row of `source` (a CTE over candidates
 * that an insert or update returned): the pipeline's one-statement writes (ADR 0047).
 */
export function recordEvents(
  db: Executor,
  source: WithSubquery & { id: AnyPgColumn },
  event: {
    actorUserId: EventValue;
    fromStatus: EventValue;
    toStatus: EventValue;
    note: EventValue;
    overrideReason: EventValue;
    createdAt: SQL;
  },
) {
  return db.$with("recorded").as(
    db
      .insert(candidateEvents)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as("id"),
            candidateId: source.id,
            actorUserId: event.actorUserId,
            fromStatus: event.fromStatus,
            toStatus: event.toStatus,
            note: event.note,
            overrideReason: event.overrideReason,
            stageChanges: sql<null>`null::jsonb`.as("stage_changes"),
            createdAt: event.createdAt.as("created_at"),
          })
          .from(source),
      )
      .returning({ id: candidateEvents.id }),
  );
}

/**
 * The candidate row of `insertCandidate` and its first event, as one statement (invited now or
 * not: two statements). The event's insert reads the new row through the CTE, so a conflict
 * (already in the pipeline) inserts neither.
 */
const insertCandidateRow = (invited: boolean) =>
  compiled(
    [
      "offerId",
      "developerId",
      "status",
      "origin",
      "createdBy",
      "note",
      "matchScore",
      "overrideReason",
    ],
    (db, p) => {
      const added = db.$with("added").as(
        db
          .insert(candidates)
          .values({
            offerId: p.offerId,
            developerId: p.developerId,
            status: p.status,
            origin: p.origin,
            createdBy: p.createdBy,
            note: p.note,
            matchScore: p.matchScore,
            overrideReason: p.overrideReason,
            invitedAt: invited ? sql`now()` : null,
          })
          .onConflictDoNothing({ target: [candidates.offerId, candidates.developerId] })
          .returning(),
      );
      const recorded = recordEvents(db, added, {
        actorUserId: added.createdBy,
        fromStatus: sql<string | null>`null::text`.as("from_status"),
        toStatus: added.status,
        note: added.note,
        overrideReason: added.overrideReason,
        createdAt: sql<string>`now()`,
      });
      return db.with(added, recorded).select().from(added);
    },
  );
const insertInvitedCandidate = insertCandidateRow(true);
const insertUninvitedCandidate = insertCandidateRow(false);

/** Adds a developer to an offer's pipeline and records the first history event. Null if already in it. */
export async function insertCandidate(db: Executor, input: NewCandidate) {
  const [row] = await (input.invited ? insertInvitedCandidate : insertUninvitedCandidate)(db, {
    offerId: input.offerId,
    developerId: input.developerId,
    status: input.status,
    origin: input.origin,
    createdBy: input.createdBy,
    note: input.note ?? null,
    matchScore: input.matchScore ?? null,
    overrideReason: input.overrideReason ?? null,
  });
  return row ?? null;
}

const candidateById = compiled(["id"], (db, p) =>
  db.select().from(candidates).where(eq(candidates.id, p.id)),
);
export async function findCandidate(db: Executor, id: string) {
  const [row] = await candidateById(db, { id });
  return row;
}

const candidateOfOffer = compiled(["offerId", "developerId"], (db, p) =>
  db
    .select()
    .from(candidates)
    .where(and(eq(candidates.offerId, p.offerId), eq(candidates.developerId, p.developerId))),
);
const candidatesOfOfferQuery = compiled(["offerId", "developerIds"], (db, p) =>
  db
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.offerId, p.offerId),
        sql`${candidates.developerId} = any(${p.developerIds}::uuid[])`,
      ),
    ),
);
export async function candidatesOfOffer(db: Executor, offerId: string, developerIds: string[]) {
  if (developerIds.length === 0) return [];
  if (developerIds.length === 1)
    return candidateOfOffer(db, { offerId, developerId: developerIds[0] });
  return candidatesOfOfferQuery(db, { offerId, developerIds: uuidArray(developerIds) });
}

export async function candidateHistory(db: Executor, candidateId: string) {
  return db
    .select()
    .from(candidateEvents)
    .where(eq(candidateEvents.candidateId, candidateId))
    .orderBy(asc(candidateEvents.createdAt), asc(candidateEvents.id));
}

const candidatesPage = (db: Executor, where: SQL | undefined, limit: number | Placeholder) =>
  db
    .select({
      candidate: candidates,
      developer: developerLabel,
      cursor: keysetCursor(candidates),
    })
    .from(candidates)
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .where(where)
    .orderBy(...keysetOrder(candidates, "ASC"))
    .limit(limit);

/** The first page of every status: the board as it opens. */
const firstCandidatesPage = compiled(["offerId", "limit"], (db, p) =>
  candidatesPage(db, eq(candidates.offerId, p.offerId), p.limit),
);

/** An offer's pipeline page (oldest first), optionally one status. */
export async function listOfferCandidates(
  db: Executor,
  search: {
    offerId: string;
    status?: CandidateStatus | undefined;
    statuses?: CandidateStatus[] | undefined;
    after?: { createdAt: string; id: string } | undefined;
    limit: number;
  },
) {
  if (!search.status && !search.statuses?.length && !search.after) {
    return firstCandidatesPage(db, { offerId: search.offerId, limit: search.limit + 1 });
  }
  const where: SQL[] = [eq(candidates.offerId, search.offerId)];
  if (search.status) where.push(eq(candidates.status, search.status));
  if (search.statuses?.length) where.push(inArray(candidates.status, search.statuses));
  const position = keysetAfter(candidates, search.after, "ASC");
  if (position) where.push(position);
  return candidatesPage(db, and(...where), search.limit + 1);
}

export async function developerOfCandidate(db: Executor, developerId: string) {
  return firstRow(
    db
      .select({ ...developerLabel, email: users.email, locale: users.locale, userId: users.id })
      .from(developers)
      .leftJoin(users, eq(users.id, developers.userId))
      .where(eq(developers.id, developerId)),
  );
}

/**
 * A developer's applications and invitations: only candidacies the developer knows of (it
 * applied, also to an offer a matcher had suggested it for, or a matcher invited it), never
 * internal suggestions. Newest first.
 */
export async function listDeveloperApplications(
  db: Executor,
  search: {
    developerId: string;
    after?: { createdAt: string; id: string } | undefined;
    limit: number;
    offerId?: string | undefined;
  },
) {
  const where: SQL[] = [
    eq(candidates.developerId, search.developerId),
    or(
      eq(candidates.origin, "professional_user"),
      sql`${candidates.invitedAt} is not null`,
      // A matcher's suggestion the developer then applied to (the apply moved it on).
      sql`exists (select 1 from ${candidateEvents} where ${candidateEvents.candidateId} = ${candidates.id} and ${candidateEvents.toStatus} = 'intent_to_apply')`,
    )!,
  ];
  if (search.offerId) where.push(eq(candidates.offerId, search.offerId));
  const position = keysetAfter(candidates, search.after, "DESC");
  if (position) where.push(position);
  return db
    .select({
      candidate: candidates,
      offer: {
        id: offers.id,
        slug: offers.slug,
        title: offers.title,
        status: offers.status,
        confidential: offers.confidential,
      },
      customerName: customers.name,
      cursor: keysetCursor(candidates),
    })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .where(and(...where))
    .orderBy(...keysetOrder(candidates, "DESC"))
    .limit(search.limit + 1);
}

/** Every status a candidate has moved out of (its history's `from` side). */
export async function statusesLeft(db: Executor, candidateId: string): Promise<CandidateStatus[]> {
  const rows = await db
    .selectDistinct({ status: candidateEvents.fromStatus })
    .from(candidateEvents)
    .where(eq(candidateEvents.candidateId, candidateId));
  return rows.flatMap((r) => (r.status ? [r.status] : []));
}
