import { BudgetDetail, type CurrencyCode } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { moveCandidate } from "../modules/pipeline/move-candidate";
import { expectBody } from "./assertions";
import { testBudgetContent } from "./budget-content";
import { createSignedInUser } from "./factories";
import { createPresentedCandidate } from "./presentations";
import { candidateRow } from "./rows";
import { requestsWith, setupTestApp } from "./setup";

// The budget test kit: the content, which needs no database, lives on its own for Playwright.
export { daysFromToday, testBudgetContent } from "./budget-content";

/**
 * A company (customer + associate), a matcher, and one candidate the company approved (so a
 * budget can move it to proposal_sent).
 */
export async function createBudgetCompany(db: Db) {
  const customer = await createSignedInUser(db, "customer");
  const customerId = customer.customerId!;
  const associate = await createSignedInUser(db, "customerAssociate", { customerId });
  const matcher = await createSignedInUser(db, "matchers");
  const presented = await createPresentedCandidate(db, { customerId, matcher });
  // A fixture, not an event: no one is told.
  const moved = await moveCandidate(null, db, matcher, {
    candidate: { id: presented.candidateId, status: "presented_to_client_pending" },
    to: "presented_to_client_approved",
  });
  if (!moved) throw new Error("could not approve the candidate");
  return { ...presented, customer, associate, matcher, customerId };
}

/** Sets the company's associate budget limit (the customer's setting, built elsewhere). */
export async function setAssociateBudgetLimit(
  db: Db,
  customerId: string,
  limit: { minor: number; currency: CurrencyCode } | null,
) {
  await db
    .update(schema.customers)
    .set({
      associateBudgetLimitMinor: limit?.minor ?? null,
      associateBudgetLimitCurrency: limit?.currency ?? null,
    })
    .where(eq(schema.customers.id, customerId));
}

type BudgetCompany = Awaited<ReturnType<typeof createBudgetCompany>>;

/**
 * This file's test app and its inject() shorthands, with the budget steps on it: a company
 * ({@link createBudgetCompany}), a draft its matcher makes for its offer and candidate (override
 * any field of the body), that draft sent as v1, and a candidate's stored status.
 */
export function setupBudgetTest() {
  const t = setupTestApp();
  const http = requestsWith(t);
  const createCompany = () => createBudgetCompany(t.db.db);
  async function createDraft(c: BudgetCompany, overrides: object = {}) {
    const res = await http.post("/budgets", c.matcher.headers, {
      customerId: c.customerId,
      offerId: c.offerId,
      title: "Payments team",
      content: testBudgetContent(),
      candidateIds: [c.candidateId],
      ...overrides,
    });
    return expectBody(res, BudgetDetail, 201);
  }
  /** A company with a budget sent as v1 (its candidate moved to proposal_sent). */
  async function createSentBudget() {
    const c = await createCompany();
    const { id } = await createDraft(c);
    expectBody(await http.post(`/budgets/${id}/send`, c.matcher.headers), BudgetDetail);
    return { ...c, id };
  }
  const candidateStatus = async (id: string) => (await candidateRow(t.db.db, id)).status;
  return { t, http, createCompany, createDraft, createSentBudget, candidateStatus };
}
