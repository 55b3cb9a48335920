import type { CandidateStatus } from "@encaja/contracts";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  candidateDecisions,
  candidates,
  customerAssociates,
  customers,
  decisionReminders,
  deepProfileSnapshots,
  developers,
  locations,
  offers,
  users,
} from "../schema";
import { developerLabel } from "./developer-selections";
import type { Executor } from "./executor";

/** Statuses in which a presented candidate still waits for the customer's answer. */
export const awaitingDecisionStatuses: CandidateStatus[] = [
  "presented_to_client_pending",
  "presented_to_client",
];

export type CandidateDecisionRow = typeof candidateDecisions.$inferSelect;

const decider = alias(users, "decider");
const developerUser = alias(users, "developer_user");

/** Each candidate's latest snapshot (a presentation), with what the customer's card needs. */
function latestPresentations(db: Executor, where: SQL | undefined) {
  const s = deepProfileSnapshots;
  return db
    .selectDistinctOn([s.candidateId], {
      snapshot: {
        id: s.id,
        offerId: s.offerId,
        customerId: s.customerId,
        createdAt: s.createdAt,
        headline: sql<string>`coalesce(${s.document}->>'headline', '')`,
      },
      candidate: candidates,
      developer: {
        ...developerLabel,
        techRole: developers.techRole,
        seniority: developers.seniority,
        englishLevel: developers.englishLevel,
        phone: developers.phone,
        linkedinUrl: developers.linkedinUrl,
        email: developerUser.email,
        countryCode: locations.countryCode,
      },
      decision: candidateDecisions,
      deciderName: decider.fullName,
    })
    .from(s)
    .innerJoin(candidates, eq(candidates.id, s.candidateId))
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .leftJoin(developerUser, eq(developerUser.id, developers.userId))
    .leftJoin(locations, eq(locations.id, developers.locationId))
    .leftJoin(candidateDecisions, eq(candidateDecisions.snapshotId, s.id))
    .leftJoin(decider, eq(decider.id, candidateDecisions.decidedBy))
    .where(where)
    .orderBy(s.candidateId, desc(s.createdAt), desc(s.id));
}

export type PresentationRow = Awaited<ReturnType<typeof latestPresentations>>[number];

/** The offer's presented candidates (those with a snapshot), newest presentation first. */
export async function presentationsOfOffer(db: Executor, offerId: string) {
  const rows = await latestPresentations(db, eq(deepProfileSnapshots.offerId, offerId));
  return rows.sort(
    (a, b) =>
      b.snapshot.createdAt.getTime() - a.snapshot.createdAt.getTime() ||
      b.snapshot.id.localeCompare(a.snapshot.id),
  );
}

/** The latest presentation of each of these candidates (those never presented are absent). */
export async function presentationsOfCandidates(db: Executor, candidateIds: string[]) {
  if (candidateIds.length === 0) return [];
  return latestPresentations(db, inArray(deepProfileSnapshots.candidateId, candidateIds));
}

/** One candidate's latest presentation (undefined when it was never presented). */
export async function presentationOfCandidate(db: Executor, candidateId: string) {
  const [row] = await latestPresentations(db, eq(deepProfileSnapshots.candidateId, candidateId));
  return row;
}

/** A candidate's offer and the offer's company (to check who may decide). */
export async function candidateCompany(db: Executor, candidateId: string) {
  const [row] = await db
    .select({ status: candidates.status, offerId: offers.id, customerId: offers.customerId })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Inserts a decision; undefined when the snapshot already has one (a concurrent decision). */
export async function insertCandidateDecision(
  db: Executor,
  row: typeof candidateDecisions.$inferInsert,
) {
  const [created] = await db
    .insert(candidateDecisions)
    .values(row)
    .onConflictDoNothing({ target: candidateDecisions.snapshotId })
    .returning();
  return created;
}

/** Sets (or clears, with null) the words shared with the developer about a decision. */
export async function shareCandidateDecision(
  db: Executor,
  id: string,
  share: { developerMessage: string | null; sharedBy: string },
) {
  const shared = share.developerMessage !== null;
  const [row] = await db
    .update(candidateDecisions)
    .set({
      developerMessage: share.developerMessage,
      sharedBy: shared ? share.sharedBy : null,
      sharedAt: shared ? sql`now()` : null,
    })
    .where(eq(candidateDecisions.id, id))
    .returning();
  return row;
}

export async function decisionDeciderName(db: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export interface EmailRecipient {
  email: string;
  locale: string;
  name: string | null;
}

const recipient = { email: users.email, locale: users.locale, name: users.fullName };

/** The company's customer users: its owner and its associates. */
export async function customerUserRecipients(
  db: Executor,
  customerId: string,
): Promise<EmailRecipient[]> {
  const owner = await db
    .select(recipient)
    .from(customers)
    .innerJoin(users, eq(users.id, customers.ownerUserId))
    .where(eq(customers.id, customerId));
  const associates = await db
    .select(recipient)
    .from(customerAssociates)
    .innerJoin(users, eq(users.id, customerAssociates.userId))
    .where(eq(customerAssociates.customerId, customerId))
    .orderBy(asc(users.email));
  return [...owner, ...associates];
}

/**
 * Candidates still waiting for a decision whose latest snapshot was created at or before
 * `createdBefore`: those a reminder may be due for.
 */
export async function undecidedPresentations(db: Executor, createdBefore: Date) {
  const rows = await latestPresentations(db, inArray(candidates.status, awaitingDecisionStatuses));
  return rows.filter(
    (r) => r.decision === null && r.snapshot.createdAt.getTime() <= createdBefore.getTime(),
  );
}

/** Records a reminder; false when it was already recorded (another run or instance sent it). */
export async function claimDecisionReminder(
  db: Executor,
  snapshotId: string,
  thresholdDays: number,
) {
  const inserted = await db
    .insert(decisionReminders)
    .values({ snapshotId, thresholdDays })
    .onConflictDoNothing()
    .returning({ id: decisionReminders.id });
  return inserted.length > 0;
}

export async function offerTitle(db: Executor, offerId: string) {
  const [row] = await db.select({ title: offers.title }).from(offers).where(eq(offers.id, offerId));
  return row?.title ?? "";
}

/** How many of each offer's presented candidates wait for a decision. */
export async function awaitingDecisionCounts(db: Executor, offerIds: string[]) {
  if (offerIds.length === 0) return new Map<string, number>();
  const s = deepProfileSnapshots;
  const rows = await latestPresentations(db, inArray(s.offerId, offerIds));
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.decision === null && awaitingDecisionStatuses.includes(r.candidate.status)) {
      counts.set(r.snapshot.offerId, (counts.get(r.snapshot.offerId) ?? 0) + 1);
    }
  }
  return counts;
}
