import { BudgetHiringType, type BudgetStatus } from "@encaja/contracts";
import {
  type BudgetResponseRow,
  type BudgetVersionRow,
  budgetCandidateRows,
  type Executor,
} from "@encaja/db/queries";
import { emitWebhookEvent } from "./emit";

interface BudgetFacts {
  budget: { id: string; title: string; offerId: string | null; customerId: string };
  /** The budget's status after the change. */
  status: BudgetStatus;
  version: BudgetVersionRow;
}

async function webhookBudget(tx: Executor, facts: BudgetFacts) {
  const { budget, version } = facts;
  const linked = await budgetCandidateRows(tx, budget.id);
  return {
    id: budget.id,
    title: budget.title,
    offerId: budget.offerId,
    version: version.version,
    status: facts.status,
    hiringType: BudgetHiringType.parse(version.content.hiringType),
    totalMinor: version.totalMinor,
    currency: version.currency,
    validUntil: version.validUntil,
    candidateIds: linked.map((c) => c.candidateId),
  };
}

/** In the sending transaction, once the version is stored: `budget.sent`. */
export async function recordBudgetSent(tx: Executor, facts: BudgetFacts): Promise<void> {
  await emitWebhookEvent(tx, facts.budget.customerId, "budget.sent", {
    budget: await webhookBudget(tx, facts),
    sentAt: facts.version.createdAt.toISOString(),
  });
}

/** In the answering transaction, once the answer is stored: `budget.answered`. */
export async function recordBudgetAnswered(
  tx: Executor,
  facts: BudgetFacts,
  answer: BudgetResponseRow,
): Promise<void> {
  await emitWebhookEvent(tx, facts.budget.customerId, "budget.answered", {
    budget: await webhookBudget(tx, facts),
    answer: {
      decision: answer.decision,
      comment: answer.comment,
      answeredAt: answer.createdAt.toISOString(),
    },
  });
}
