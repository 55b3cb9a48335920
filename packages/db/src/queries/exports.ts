import type { BudgetStatus } from "@encaja/contracts";
import { and, desc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import { budgetCandidates, budgets, candidates, deepProfileSnapshots, offers } from "../schema";
import type { Executor } from "./executor";
import { type KeysetAfter, keysetAfter, keysetCursor, keysetOrder } from "./keyset";

/**
 * A page of the candidates presented to a company (those with a snapshot), of all its offers
 * or of one, oldest candidate first: exports read a company's candidates a page at a time.
 */
export async function presentedCandidatesPage(
  db: Executor,
  search: { customerId: string; offerId?: string | undefined; after?: KeysetAfter; limit: number },
) {
  const s = deepProfileSnapshots;
  const presented = db.select({ one: sql`1` }).from(s).where(eq(s.candidateId, candidates.id));
  return db
    .select({
      id: candidates.id,
      offerId: offers.id,
      offerTitle: offers.title,
      cursor: keysetCursor(candidates),
    })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .where(
      and(
        eq(offers.customerId, search.customerId),
        search.offerId ? eq(candidates.offerId, search.offerId) : undefined,
        exists(presented),
        keysetAfter(candidates, search.after, "ASC"),
      ),
    )
    .orderBy(...keysetOrder(candidates, "ASC"))
    .limit(search.limit);
}

/** The `interviews` each snapshot's frozen document quotes (unparsed), by snapshot id. */
export async function snapshotInterviews(db: Executor, snapshotIds: string[]) {
  if (snapshotIds.length === 0) return new Map<string, unknown>();
  const s = deepProfileSnapshots;
  const rows = await db
    .select({ id: s.id, interviews: sql<unknown>`${s.document}->'interviews'` })
    .from(s)
    .where(inArray(s.id, snapshotIds));
  return new Map(rows.map((row) => [row.id, row.interviews]));
}

/**
 * The status of the latest budget sent to the company (never a draft it has not seen) that
 * prices each candidate, by candidate id.
 */
export async function sentBudgetStatuses(db: Executor, candidateIds: string[]) {
  if (candidateIds.length === 0) return new Map<string, BudgetStatus>();
  const rows = await db
    .selectDistinctOn([budgetCandidates.candidateId], {
      candidateId: budgetCandidates.candidateId,
      status: budgets.status,
    })
    .from(budgetCandidates)
    .innerJoin(budgets, eq(budgets.id, budgetCandidates.budgetId))
    .where(and(inArray(budgetCandidates.candidateId, candidateIds), ne(budgets.currentVersion, 0)))
    .orderBy(budgetCandidates.candidateId, desc(budgets.updatedAt), desc(budgets.id));
  return new Map(rows.map((row) => [row.candidateId, row.status]));
}
