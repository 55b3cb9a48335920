import { type PlanLimitKind, type PlanUsage, withinLimit } from "@encaja/contracts";
import {
  type Executor,
  findCustomerPlan,
  findOffer,
  hasProfileView,
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

/** Throws PLAN_LIMIT_REACHED (with PlanLimitDetails) when one more `kind` does not fit. */
export async function requireWithinPlan(
  db: Executor,
  customerId: string,
  kind: PlanLimitKind,
): Promise<void> {
  const usage = await planUsageOf(db, customerId);
  const allowed = usage.limits[kind];
  const used = usage.used[kind];
  if (withinLimit(allowed, used)) return;
  throw appError("PLAN_LIMIT_REACHED", `The ${usage.plan} plan allows ${allowed} (${kind})`, {
    details: { limit: kind, plan: usage.plan, allowed: allowed ?? 0, used },
  });
}

/** Before an offer opens: its company must have an open-offer slot left (an open one needs none). */
export async function requireOpenOfferSlot(db: Executor, offerId: string): Promise<void> {
  const record = await findOffer(db, offerId);
  if (!record || record.offer.status === "open") return; // 404 / 409 come from the transition
  await requireWithinPlan(db, record.offer.customerId, "openOffers");
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
  await requireWithinPlan(db, customerId, "profileViewsPerMonth");
  await recordProfileView(db, customerId, developerId);
}
