import type { BudgetContentInput, CurrencyCode } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { moveCandidate } from "../modules/pipeline/move-candidate";
import { createSignedInUser } from "./factories";
import { createPresentedCandidate } from "./presentations";

/** A YYYY-MM-DD date `days` from today (UTC). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Staffing, 2 senior backend people at US$ 5,000.00 a month for 6 months: US$ 60,000.00. */
export function testBudgetContent(overrides: Partial<BudgetContentInput> = {}): BudgetContentInput {
  return {
    hiringType: "staffing",
    currency: "USD",
    lines: [
      {
        role: "backend",
        seniority: "senior",
        quantity: 2,
        unitAmountMinor: 500_000,
        months: 6,
        description: "Payments API team",
      },
    ],
    validUntil: daysFromToday(30),
    terms: "Invoiced **monthly**.",
    notes: "",
    ...overrides,
  };
}

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

export async function candidateStatus(db: Db, candidateId: string) {
  const [row] = await db
    .select({ status: schema.candidates.status })
    .from(schema.candidates)
    .where(eq(schema.candidates.id, candidateId));
  return row?.status;
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
