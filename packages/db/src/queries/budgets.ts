import type { BudgetStatus } from "@encaja/contracts";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  budgetCandidates,
  budgetResponses,
  budgets,
  budgetVersions,
  candidates,
  customers,
  developers,
  offers,
  users,
} from "../schema";
import { developerName } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { type KeysetAfter, keysetAfter, keysetCursor, keysetOrder } from "./keyset";

/** Budgets (quotes): a draft per budget, append-only sent versions, one answer each. */
export type BudgetRow = typeof budgets.$inferSelect;
export type BudgetVersionRow = typeof budgetVersions.$inferSelect;
export type BudgetResponseRow = typeof budgetResponses.$inferSelect;

export interface BudgetListRow {
  budget: BudgetRow;
  customerName: string;
  version: BudgetVersionRow | null;
}

const currentVersionJoin = and(
  eq(budgetVersions.budgetId, budgets.id),
  eq(budgetVersions.version, budgets.currentVersion),
);

export async function insertBudget(
  db: Executor,
  values: Pick<
    typeof budgets.$inferInsert,
    "customerId" | "offerId" | "title" | "draft" | "createdBy"
  >,
): Promise<BudgetRow> {
  const [row] = await db.insert(budgets).values(values).returning();
  return row!;
}

/** A budget with its company's name and its current sent version (null while a draft). */
export async function findBudget(db: Executor, id: string): Promise<BudgetListRow | undefined> {
  return firstRow(
    db
      .select({ budget: budgets, customerName: customers.name, version: budgetVersions })
      .from(budgets)
      .innerJoin(customers, eq(customers.id, budgets.customerId))
      .leftJoin(budgetVersions, currentVersionJoin)
      .where(eq(budgets.id, id)),
  );
}

const changedOrder = { createdAt: budgets.updatedAt, id: budgets.id };

/**
 * Budgets by last change, newest first; `sentOnly` hides the ones never sent (what a company may
 * see). Keyset paged on (updatedAt, id): `limit` rows after `after` (callers ask one more to know
 * whether a next page exists).
 */
export async function listBudgets(
  db: Executor,
  filter: {
    customerId?: string | undefined;
    status?: BudgetStatus | undefined;
    sentOnly?: boolean;
  },
  page: { limit: number; after?: KeysetAfter | undefined } = { limit: 100 },
): Promise<(BudgetListRow & { cursor: string })[]> {
  return db
    .select({
      budget: budgets,
      customerName: customers.name,
      version: budgetVersions,
      cursor: keysetCursor(changedOrder),
    })
    .from(budgets)
    .innerJoin(customers, eq(customers.id, budgets.customerId))
    .leftJoin(budgetVersions, currentVersionJoin)
    .where(
      and(
        filter.customerId ? eq(budgets.customerId, filter.customerId) : undefined,
        filter.status ? eq(budgets.status, filter.status) : undefined,
        filter.sentOnly ? ne(budgets.currentVersion, 0) : undefined,
        keysetAfter(changedOrder, page.after, "DESC"),
      ),
    )
    .orderBy(...keysetOrder(changedOrder, "DESC"))
    .limit(page.limit);
}

/**
 * Changes a budget; with `when`, only while its status is one of `when.status` (and its current
 * version is `when.currentVersion`, when given). The row lock of the UPDATE makes a parallel
 * transition wait and then find the status changed: undefined tells the caller it lost.
 */
export async function updateBudget(
  db: Executor,
  id: string,
  patch: Partial<Pick<BudgetRow, "title" | "offerId" | "draft" | "status" | "currentVersion">>,
  when?: { status: BudgetStatus[]; currentVersion?: number },
): Promise<BudgetRow | undefined> {
  const [row] = await db
    .update(budgets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(
      and(
        eq(budgets.id, id),
        when ? inArray(budgets.status, when.status) : undefined,
        when?.currentVersion === undefined
          ? undefined
          : eq(budgets.currentVersion, when.currentVersion),
      ),
    )
    .returning();
  return row;
}

/** Each sent version, newest first, with its answer when there is one. */
export async function budgetVersionsWithResponses(db: Executor, budgetId: string) {
  return db
    .select({ version: budgetVersions, response: budgetResponses })
    .from(budgetVersions)
    .leftJoin(budgetResponses, eq(budgetResponses.budgetVersionId, budgetVersions.id))
    .where(eq(budgetVersions.budgetId, budgetId))
    .orderBy(desc(budgetVersions.version));
}

/** A new sent version; undefined when that version number exists (a concurrent send won). */
export async function insertBudgetVersion(
  db: Executor,
  values: Omit<typeof budgetVersions.$inferInsert, "id" | "createdAt">,
): Promise<BudgetVersionRow | undefined> {
  const [row] = await db.insert(budgetVersions).values(values).onConflictDoNothing().returning();
  return row;
}

/** The answer to a version; undefined when the version already has one (unique index). */
export async function insertBudgetResponse(
  db: Executor,
  values: Omit<typeof budgetResponses.$inferInsert, "id" | "createdAt">,
): Promise<BudgetResponseRow | undefined> {
  const [row] = await db
    .insert(budgetResponses)
    .values(values)
    .onConflictDoNothing({ target: budgetResponses.budgetVersionId })
    .returning();
  return row;
}

export async function replaceBudgetCandidates(
  db: Executor,
  budgetId: string,
  candidateIds: string[],
): Promise<void> {
  await db.delete(budgetCandidates).where(eq(budgetCandidates.budgetId, budgetId));
  if (candidateIds.length === 0) return;
  await db
    .insert(budgetCandidates)
    .values(candidateIds.map((candidateId) => ({ budgetId, candidateId })))
    .onConflictDoNothing();
}

/** The candidates a budget prices, with their offer and developer's name. */
export async function budgetCandidateRows(db: Executor, budgetId: string) {
  return db
    .select({
      candidateId: candidates.id,
      status: candidates.status,
      offerId: offers.id,
      offerTitle: offers.title,
      ...developerName,
    })
    .from(budgetCandidates)
    .innerJoin(candidates, eq(candidates.id, budgetCandidates.candidateId))
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .where(eq(budgetCandidates.budgetId, budgetId))
    .orderBy(asc(offers.title), asc(candidates.id));
}

/** Which of these candidates belong to one of the company's offers. */
export async function companyCandidateIds(
  db: Executor,
  customerId: string,
  candidateIds: string[],
): Promise<Set<string>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .where(and(eq(offers.customerId, customerId), inArray(candidates.id, candidateIds)));
  return new Set(rows.map((r) => r.id));
}

/** The company's associate budget limit (both null when unset) and name. */
export async function customerBudgetSettings(db: Executor, customerId: string) {
  return firstRow(
    db
      .select({
        name: customers.name,
        limitMinor: customers.associateBudgetLimitMinor,
        limitCurrency: customers.associateBudgetLimitCurrency,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
  );
}

/** Who a person is for an answer's record: name (or email) and role. */
export async function budgetResponderOf(db: Executor, userId: string) {
  return firstRow(
    db
      .select({ name: users.fullName, email: users.email, role: users.role, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId)),
  );
}
