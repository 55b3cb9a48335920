import { z } from "zod";
import { Plan } from "../enums";

/** What a plan limits, enforced by the API with PLAN_LIMIT_REACHED. */
export const planLimitKinds = ["openOffers", "associates", "profileViewsPerMonth"] as const;
export const PlanLimitKind = z.enum(planLimitKinds);
export type PlanLimitKind = z.infer<typeof PlanLimitKind>;

/** A plan's limits; `null` is unlimited. */
export const PlanLimits = z.strictObject({
  openOffers: z.number().int().min(0).max(10_000).nullable(),
  associates: z.number().int().min(0).max(10_000).nullable(),
  profileViewsPerMonth: z.number().int().min(0).max(1_000_000).nullable(),
});
export type PlanLimits = z.infer<typeof PlanLimits>;

/** A company's plan with its limits and what it has used (the customer's settings and CTAs). */
export const PlanUsage = z.object({
  plan: Plan,
  limits: PlanLimits,
  used: z.object({
    openOffers: z.number().int(),
    associates: z.number().int(),
    profileViewsPerMonth: z.number().int(),
  }),
});
export type PlanUsage = z.infer<typeof PlanUsage>;

/** The details of a PLAN_LIMIT_REACHED error: which limit, the plan, the limit and the use. */
export const PlanLimitDetails = z.object({
  limit: PlanLimitKind,
  plan: Plan,
  allowed: z.number().int(),
  used: z.number().int(),
});
export type PlanLimitDetails = z.infer<typeof PlanLimitDetails>;

/** Whether one more use fits: `null` (unlimited) always does. */
export const withinLimit = (allowed: number | null, used: number): boolean =>
  allowed === null || used < allowed;
