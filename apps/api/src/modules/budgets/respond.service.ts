import { type BudgetDetail, budgetVersionExpired, type Locale } from "@encaja/contracts";
import {
  budgetResponderOf,
  budgetVersionsWithResponses,
  customerBudgetSettings,
  findBudget,
  insertBudgetResponse,
  offerMatcherUserIds,
  recordAudit,
  type Tx,
  updateBudget,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import { webLink } from "../../lib/links";
import type { AuthContext } from "../../plugins/authorization";
import type { ServiceDeps } from "../deps";
import { notifyUsers } from "../notifications/notify";
import { recordBudgetAnswered } from "../webhooks/events/budget-events";
import { companyOf } from "./access";
import { getBudget, notEditable } from "./budgets.service";
import { moveBudgetCandidates } from "./candidates-move";

type Answer = { decision: "accepted" | "rejected"; comment: string };

const alreadyAnswered = () =>
  appError("BUDGET_ALREADY_ANSWERED", "This budget version was already answered");

const superseded = (currentVersion: number) =>
  appError("BUDGET_VERSION_SUPERSEDED", "A newer version of this budget exists", {
    details: { currentVersion },
  });

/** Why answering `version` found the budget no longer `sent` at that version. */
async function lostTransition(tx: Tx, budgetId: string, version: number) {
  const row = await findBudget(tx, budgetId);
  if (!row) return notFound("Budget");
  if (row.budget.status === "withdrawn") return notEditable();
  if (row.budget.currentVersion !== version) return superseded(row.budget.currentVersion);
  return alreadyAnswered();
}

/**
 * ADR 0027 "Budgets": an associate may accept only when the company set a limit, in the
 * version's currency, and the total is within it. Rejecting needs no limit.
 */
async function checkAssociateLimit(
  tx: Tx,
  customerId: string,
  version: { currency: string; totalMinor: number },
) {
  const settings = await customerBudgetSettings(tx, customerId);
  const within =
    settings?.limitMinor != null &&
    settings.limitCurrency === version.currency &&
    version.totalMinor <= settings.limitMinor;
  if (!within) {
    throw appError(
      "BUDGET_ABOVE_ASSOCIATE_LIMIT",
      "This budget is above what associates may accept for the company",
    );
  }
}

async function emailAuthor(
  deps: ServiceDeps,
  tx: Tx,
  budget: { id: string; title: string; createdBy: string | null },
  companyName: string,
  answer: { version: number; decision: "accepted" | "rejected"; comment: string; name: string },
) {
  if (!budget.createdBy) return;
  const author = await budgetResponderOf(tx, budget.createdBy);
  if (!author) return;
  const locale: Locale = author.locale === "en" ? "en" : "es";
  await deps.sendEmail(tx, {
    to: author.email,
    template: "budget-answered",
    locale,
    data: {
      ...(author.name ? { name: author.name } : {}),
      companyName,
      budgetTitle: budget.title,
      version: answer.version,
      decision: answer.decision,
      responderName: answer.name,
      ...(answer.comment ? { comment: answer.comment } : {}),
      link: webLink(deps.config.WEB_URL, locale, `/pricing/budgets/${budget.id}`),
    },
  });
}

/**
 * The company accepts or rejects the CURRENT version (older: superseded; once: the unique
 * index settles a race), records who and when, moves the linked candidates and tells the author.
 */
export async function respondToBudget(
  deps: ServiceDeps,
  auth: AuthContext,
  params: { id: string; version: number },
  answer: Answer,
  now: Date,
): Promise<BudgetDetail> {
  const customerId = await companyOf(deps.db, auth);
  const row = await findBudget(deps.db, params.id);
  if (!row || row.budget.customerId !== customerId) throw notFound("Budget");
  const current = row.budget.currentVersion;
  if (current === 0) throw appError("BUDGET_NOT_SENT", "This budget has not been sent yet");
  if (params.version > current) throw notFound("Budget version");
  if (params.version < current) throw superseded(current);
  if (row.budget.status === "withdrawn") throw notEditable();
  await deps.db.transaction(async (tx) => {
    // First the budget's row, guarded: a parallel withdrawal, send or answer waits for this
    // one, or this one for it and then finds the status changed.
    const answered = await updateBudget(
      tx,
      params.id,
      { status: answer.decision },
      { status: ["sent"], currentVersion: current },
    );
    if (!answered) throw await lostTransition(tx, params.id, current);
    const [latest] = await budgetVersionsWithResponses(tx, params.id);
    if (!latest || latest.version.version !== current) throw notFound("Budget version");
    if (latest.response) throw alreadyAnswered();
    if (budgetVersionExpired(latest.version.validUntil, now.toISOString().slice(0, 10))) {
      throw appError("BUDGET_EXPIRED", "This budget version is past its validity date");
    }
    if (auth.role === "customerAssociate" && answer.decision === "accepted") {
      await checkAssociateLimit(tx, customerId, latest.version);
    }
    const who = await budgetResponderOf(tx, auth.userId);
    const name = who?.name?.trim() || who?.email || "";
    const inserted = await insertBudgetResponse(tx, {
      budgetId: params.id,
      budgetVersionId: latest.version.id,
      decision: answer.decision,
      comment: answer.comment,
      respondedBy: auth.userId,
      respondedByName: name,
      respondedByRole: auth.role,
    });
    if (!inserted) throw alreadyAnswered();
    await moveBudgetCandidates(
      deps,
      tx,
      auth,
      params.id,
      answer.decision === "accepted" ? "proposal_accepted" : "proposal_rejected",
      `Budget ${answer.decision}: ${row.budget.title} (v${current})`,
    );
    await recordBudgetAnswered(
      tx,
      { budget: row.budget, status: answer.decision, version: latest.version },
      inserted,
    );
    await recordAudit(tx, {
      action: "budget.answered",
      actorUserId: auth.userId,
      details: { budgetId: params.id, version: current, decision: answer.decision },
    });
    await emailAuthor(deps, tx, row.budget, row.customerName, {
      version: current,
      decision: answer.decision,
      comment: answer.comment,
      name,
    });
    const offerId = row.budget.offerId;
    await notifyUsers(deps, tx, {
      userIds: [
        ...(row.budget.createdBy ? [row.budget.createdBy] : []),
        ...(offerId ? await offerMatcherUserIds(tx, offerId) : []),
      ],
      kind: "budget.answered",
      params: {
        budgetTitle: row.budget.title,
        decision: answer.decision,
        companyName: row.customerName,
      },
      link: `/pricing/budgets/${params.id}`,
      email: "existing",
    });
  });
  return getBudget(deps.db, auth, params.id);
}
