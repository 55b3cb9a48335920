// No server or database imports: the Playwright suite builds its budgets from this too.
import type { BudgetContentInput } from "@encaja/contracts";

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
