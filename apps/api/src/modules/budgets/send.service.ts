import {
  type BudgetContent,
  BudgetContent as BudgetContentSchema,
  type BudgetDetail,
  budgetTotal,
  formatMoney,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  companyUserIds,
  customerUserRecipients,
  findBudget,
  insertBudgetVersion,
  recordAudit,
  type Tx,
  updateBudget,
} from "@encaja/db/queries";
import { appError, notFound, validationError } from "../../errors/app-error";
import { webLink } from "../../lib/links";
import type { AuthContext } from "../../plugins/authorization";
import { emailEach, type ServiceDeps } from "../deps";
import { notifyUsers } from "../notifications/notify";
import { recordBudgetSent } from "../webhooks/events/budget-events";
import { editableStatuses, getBudget, notEditable } from "./budgets.service";
import { moveBudgetCandidates } from "./candidates-move";
import { formatBudgetDate } from "./dates";

const today = (now: Date) => now.toISOString().slice(0, 10);

async function emailCompany(
  deps: ServiceDeps,
  tx: Tx,
  budget: { id: string; customerId: string; title: string },
  companyName: string,
  version: { version: number; content: BudgetContent; totalMinor: number },
) {
  const people = await customerUserRecipients(tx, budget.customerId);
  await emailEach(deps, tx, people, "budget-sent", (locale) => ({
    companyName,
    budgetTitle: budget.title,
    version: version.version,
    total: formatMoney(version.totalMinor, version.content.currency, locale),
    validUntil: formatBudgetDate(version.content.validUntil, locale),
    link: webLink(deps.config.WEB_URL, locale, `/pricing/budgets/${budget.id}`),
  }));
  await notifyUsers(deps, tx, {
    userIds: await companyUserIds(tx, budget.customerId),
    kind: "budget.sent",
    params: { budgetTitle: budget.title, version: version.version, companyName },
    link: `/pricing/budgets/${budget.id}`,
    email: "existing",
  });
}

/**
 * Freezes the draft as version n+1 (append-only), marks the budget sent, moves its linked
 * candidates to `proposal_sent` where the pipeline allows it, and tells the company (email,
 * bell, webhooks).
 */
export async function sendBudget(
  deps: ServiceDeps,
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<BudgetDetail> {
  const db: Db = deps.db;
  const row = await findBudget(db, id);
  if (!row) throw notFound("Budget");
  if (!editableStatuses.includes(row.budget.status)) throw notEditable();
  const content = BudgetContentSchema.parse(row.budget.draft);
  if (content.validUntil < today(now)) {
    throw validationError([
      { path: "content.validUntil", message: "The validity date must be today or later" },
    ]);
  }
  const version = row.budget.currentVersion + 1;
  const totalMinor = budgetTotal(content);
  const sentByOther = () =>
    appError("CONFLICT", "This budget was just sent by someone else: reload it first");
  const moved = await db.transaction(async (tx) => {
    // First the budget's row, guarded: a parallel answer, withdrawal or send waits for this one.
    const marked = await updateBudget(
      tx,
      id,
      { status: "sent", currentVersion: version },
      { status: editableStatuses, currentVersion: row.budget.currentVersion },
    );
    if (!marked) {
      const latest = await findBudget(tx, id);
      throw latest && editableStatuses.includes(latest.budget.status)
        ? sentByOther()
        : notEditable();
    }
    const inserted = await insertBudgetVersion(tx, {
      budgetId: id,
      version,
      content,
      currency: content.currency,
      totalMinor,
      validUntil: content.validUntil,
      sentBy: auth.userId,
    });
    if (!inserted) throw sentByOther();
    const movedIds = await moveBudgetCandidates(
      deps,
      tx,
      auth,
      id,
      "proposal_sent",
      `Budget sent: ${row.budget.title} (v${version})`,
    );
    await recordBudgetSent(tx, { budget: row.budget, status: "sent", version: inserted });
    await recordAudit(tx, {
      action: "budget.sent",
      actorUserId: auth.userId,
      details: { budgetId: id, version, totalMinor, currency: content.currency },
    });
    await emailCompany(deps, tx, row.budget, row.customerName, { version, content, totalMinor });
    return movedIds;
  });
  return { ...(await getBudget(db, auth, id)), movedCandidateIds: moved };
}
