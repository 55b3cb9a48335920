import {
  type BudgetContent,
  type BudgetDetail,
  type BudgetSummary,
  type BudgetVersion,
  budgetTotal,
} from "@encaja/contracts";
import {
  type BudgetListRow,
  budgetCandidateRows,
  budgetVersionsWithResponses,
  type Executor,
} from "@encaja/db/queries";

const iso = (d: Date) => d.toISOString();

/** The list row: figures of the current sent version, or of the draft while never sent. */
export function toBudgetSummary(row: BudgetListRow): BudgetSummary {
  const draft = row.budget.draft as BudgetContent;
  const v = row.version;
  return {
    id: row.budget.id,
    customerId: row.budget.customerId,
    customerName: row.customerName,
    offerId: row.budget.offerId,
    title: row.budget.title,
    status: row.budget.status,
    currentVersion: row.budget.currentVersion,
    currency: v?.currency ?? draft.currency,
    totalMinor: v?.totalMinor ?? budgetTotal(draft),
    validUntil: v?.validUntil ?? draft.validUntil,
    updatedAt: iso(row.budget.updatedAt),
  };
}

/** The whole budget as `staff` or the company sees it (the company: no draft, no names). */
export async function toBudgetDetail(
  db: Executor,
  row: BudgetListRow,
  view: { staff: boolean },
): Promise<BudgetDetail> {
  const [versions, candidates] = await Promise.all([
    budgetVersionsWithResponses(db, row.budget.id),
    budgetCandidateRows(db, row.budget.id),
  ]);
  return {
    ...toBudgetSummary(row),
    draft: view.staff ? (row.budget.draft as BudgetContent) : null,
    versions: versions.map(
      ({ version: v, response: r }): BudgetVersion => ({
        version: v.version,
        content: v.content as BudgetContent,
        currency: v.currency,
        totalMinor: v.totalMinor,
        validUntil: v.validUntil,
        sentAt: iso(v.createdAt),
        response: r
          ? {
              decision: r.decision,
              comment: r.comment,
              respondedByName: r.respondedByName,
              respondedByRole: r.respondedByRole,
              respondedAt: iso(r.createdAt),
            }
          : null,
      }),
    ),
    candidates: candidates.map((c) => ({
      candidateId: c.candidateId,
      offerId: c.offerId,
      offerTitle: c.offerTitle,
      status: c.status,
      label: view.staff ? `${c.firstName} ${c.lastName}`.trim() : "",
    })),
  };
}
