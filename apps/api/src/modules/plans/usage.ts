import { type PlanLimitKind, type PlanUsage, withinLimit } from "@encaja/contracts";
import {
  type Executor,
  findCustomerPlan,
  hasProfileView,
  inTransaction,
  lockCompany,
  planCounts,
  recordProfileView,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import { pricingConfigOf } from "../pricing/config";

/** A company's plan, the limits the pricing configuration in force gives it, and its use. */
export async function planUsageOf(db: Executor, customerId: string): Promise<PlanUsage> {
  const customer = await findCustomerPlan(db, customerId);
  if (!customer) throw notFound("Company");
  const plan = customer.plan;
  const [config, used] = await Promise.all([pricingConfigOf(db), planCounts(db, customerId)]);
  return { plan, limits: config.plans[plan], used };
}

/**
 * Throws PLAN_LIMIT_REACHED (with PlanLimitDetails) when one more `kind` does not fit. Call it
 * in the transaction that then writes the new row: it locks the company first, so parallel
 * requests count one after the other and the limit holds.
 */
export async function requireWithinPlan(
  tx: Executor,
  customerId: string,
  kind: PlanLimitKind,
): Promise<void> {
  await lockCompany(tx, customerId);
  const usage = await planUsageOf(tx, customerId);
  const allowed = usage.limits[kind];
  const used = usage.used[kind];
  if (withinLimit(allowed, used)) return;
  throw appError("PLAN_LIMIT_REACHED", `The ${usage.plan} plan allows ${allowed} (${kind})`, {
    details: { limit: kind, plan: usage.plan, allowed: allowed ?? 0, used },
  });
}

/**
 * A customer or associate opening a developer's profile: each developer counts once a month
 * against the plan's allowance; re-opening one already counted this month is free.
 */
export async function countProfileView(
  db: Executor,
  customerId: string,
  developerId: string,
): Promise<void> {
  if (await hasProfileView(db, customerId, developerId)) return;
  await inTransaction(db, async (tx) => {
    // Asked again under the lock: a parallel opening of the same developer may have counted it.
    await lockCompany(tx, customerId);
    if (await hasProfileView(tx, customerId, developerId)) return;
    await requireWithinPlan(tx, customerId, "profileViewsPerMonth");
    await recordProfileView(tx, customerId, developerId);
  });
}
