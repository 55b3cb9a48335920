import {
  type BudgetContent,
  BudgetContent as BudgetContentSchema,
  budgetTotal,
  type CandidateStatus,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  customerIdOfUser,
  findUserByEmail,
  insertBudget,
  insertBudgetResponse,
  insertBudgetVersion,
  listBudgets,
  replaceBudgetCandidates,
  updateBudget,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, asc, eq } from "drizzle-orm";

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const terms =
  "- Facturación mensual, pago a 30 días.\n- Reemplazo sin coste durante los primeros 90 días.\n- Precios sin impuestos.";

function content(
  lines: Array<
    [
      BudgetContent["lines"][number]["role"],
      BudgetContent["lines"][number]["seniority"],
      number,
      number,
    ]
  >,
  validUntil: string,
): BudgetContent {
  return BudgetContentSchema.parse({
    hiringType: "staffing",
    currency: "USD",
    lines: lines.map(([role, seniority, quantity, unitAmountMinor]) => ({
      role,
      seniority,
      quantity,
      unitAmountMinor,
      months: 12,
      description: "",
    })),
    validUntil,
    terms,
    notes: "",
  });
}

/** Acme Latam candidates already at `status`: the ones a budget in that state prices. */
async function acmeCandidatesAt(db: Db, customerId: string, status: CandidateStatus) {
  const rows = await db
    .select({ id: schema.candidates.id })
    .from(schema.candidates)
    .innerJoin(schema.offers, eq(schema.offers.id, schema.candidates.offerId))
    .where(and(eq(schema.offers.customerId, customerId), eq(schema.candidates.status, status)))
    .orderBy(asc(schema.candidates.createdAt), asc(schema.candidates.id))
    .limit(2);
  return rows.map((r) => r.id);
}

async function sendVersion(
  db: Db,
  budgetId: string,
  version: number,
  draft: BudgetContent,
  by: string,
) {
  const row = await insertBudgetVersion(db, {
    budgetId,
    version,
    content: draft,
    currency: draft.currency,
    totalMinor: budgetTotal(draft),
    validUntil: draft.validUntil,
    sentBy: by,
  });
  if (!row) throw new Error(`budget ${budgetId} already has a version ${version}`);
  return row;
}

/**
 * Demo data: for Acme Latam, a budget sent and awaiting the customer's answer (valid
 * 30 days) and one the demo customer accepted on its second version. The candidates they price
 * are the ones already at proposal_sent / proposal_accepted, so nothing moves. Safe to run twice.
 */
export async function seedDemoBudgets(db: Db): Promise<void> {
  const [matcher, customer] = await Promise.all([
    findUserByEmail(db, "matcher@demo.encaja.dev"),
    findUserByEmail(db, "customer@demo.encaja.dev"),
  ]);
  const customerId = customer && (await customerIdOfUser(db, customer.id));
  if (!matcher || !customer || !customerId) return;
  if ((await listBudgets(db, { customerId })).length > 0) return;

  const awaiting = content(
    [
      ["backend", "senior", 2, 650_000],
      ["frontend", "semi_senior", 1, 480_000],
    ],
    dayFromNow(30),
  );
  /** A budget of Acme's pricing the candidates already at `status`. */
  const acmeBudget = async (title: string, draft: BudgetContent, status: CandidateStatus) => {
    const budget = await insertBudget(db, {
      customerId,
      offerId: null,
      title,
      draft,
      createdBy: matcher.id,
    });
    await replaceBudgetCandidates(db, budget.id, await acmeCandidatesAt(db, customerId, status));
    return budget;
  };
  const sent = await acmeBudget("Equipo de pagos 2027", awaiting, "proposal_sent");
  await sendVersion(db, sent.id, 1, awaiting, matcher.id);
  await updateBudget(db, sent.id, { status: "sent", currentVersion: 1 });

  const first = content([["backend", "semi_senior", 1, 520_000]], dayFromNow(20));
  const second = content([["backend", "semi_senior", 1, 495_000]], dayFromNow(25));
  const accepted = await acmeBudget("Refuerzo backend", second, "proposal_accepted");
  await sendVersion(db, accepted.id, 1, first, matcher.id);
  const v2 = await sendVersion(db, accepted.id, 2, second, matcher.id);
  await insertBudgetResponse(db, {
    budgetId: accepted.id,
    budgetVersionId: v2.id,
    decision: "accepted",
    comment: "Adelante con la versión ajustada.",
    respondedBy: customer.id,
    respondedByName: customer.fullName ?? customer.email,
    respondedByRole: "customer",
  });
  await updateBudget(db, accepted.id, { status: "accepted", currentVersion: 2 });
}
