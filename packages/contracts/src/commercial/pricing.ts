import { z } from "zod";
import { Currency } from "../developers/geo";
import { TechRole } from "../developers/profile";
import { Plan, type Seniority, Seniority as SeniorityEnum, seniorities } from "../enums";
import { applyBasisPoints, MinorAmount, PositiveMinorAmount } from "./money";
import { PlanLimits } from "./plans";

/** Basis points: 1 % = 100 bp. */
const BasisPoints = z.number().int().min(0).max(100_000);
const perSeniority = <S extends z.ZodType>(schema: S) =>
  z.strictObject(Object.fromEntries(seniorities.map((s) => [s, schema])) as Record<Seniority, S>);

/**
 * The one pricing configuration: stored in `pricing_configs`, edited by superAdmin,
 * read by `/pricing/*` calculators, budgets and plan limits. No price lives anywhere else.
 */
export const PricingConfig = z.strictObject({
  currency: Currency,
  direct: z.strictObject({
    /** The one-off fee as a share of the developer's first-year gross salary. */
    feeBasisPoints: BasisPoints,
    minimumFeeMinor: MinorAmount,
    /** Days during which a leaving hire is replaced at no cost. */
    guaranteeDays: z.number().int().min(0).max(365),
  }),
  staffing: z.strictObject({
    /** The platform's margin on top of the developer's monthly pay, by seniority. */
    marginBasisPoints: perSeniority(BasisPoints),
    minimumMonthlyMarginMinor: MinorAmount,
    minimumMonths: z.number().int().min(1).max(60),
  }),
  /** A typical monthly salary by seniority, used when the visitor does not give one. */
  referenceMonthlySalaryMinor: perSeniority(PositiveMinorAmount),
  /** Adjusts the reference salary by role (10 000 = as is); roles not listed use 10 000. */
  roleFactorBasisPoints: z.partialRecord(TechRole, BasisPoints.min(1_000)),
  plans: z.strictObject(
    Object.fromEntries(Plan.options.map((p) => [p, PlanLimits])) as Record<Plan, typeof PlanLimits>,
  ),
});
export type PricingConfig = z.infer<typeof PricingConfig>;

/** The configuration with who changed it last and when (what the API answers). */
export const PricingConfigView = z.object({
  config: PricingConfig,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});
export type PricingConfigView = z.infer<typeof PricingConfigView>;

/** A calculator's inputs: who (seniority, role), an optional salary and, for staffing, months. */
export const PricingQuoteInput = z.strictObject({
  seniority: SeniorityEnum,
  role: TechRole,
  /** Monthly gross salary or budget, minor units of the configuration's currency. */
  monthlySalaryMinor: PositiveMinorAmount.max(100_000_000).optional(),
  months: z.number().int().min(1).max(60).default(12),
});
export type PricingQuoteInput = z.input<typeof PricingQuoteInput>;

export const DirectQuote = z.object({
  currency: Currency,
  monthlySalaryMinor: z.number().int(),
  salarySource: z.enum(["given", "reference"]),
  annualSalaryMinor: z.number().int(),
  feeBasisPoints: z.number().int(),
  feeMinor: z.number().int(),
  guaranteeDays: z.number().int(),
});
export type DirectQuote = z.infer<typeof DirectQuote>;

export const StaffingQuote = z.object({
  currency: Currency,
  monthlySalaryMinor: z.number().int(),
  salarySource: z.enum(["given", "reference"]),
  marginBasisPoints: z.number().int(),
  monthlyMarginMinor: z.number().int(),
  monthlyRateMinor: z.number().int(),
  months: z.number().int(),
  totalMinor: z.number().int(),
});
export type StaffingQuote = z.infer<typeof StaffingQuote>;

function salaryFor(input: PricingQuoteInput, config: PricingConfig) {
  if (input.monthlySalaryMinor !== undefined)
    return { monthlySalaryMinor: input.monthlySalaryMinor, salarySource: "given" as const };
  const base = config.referenceMonthlySalaryMinor[input.seniority];
  const factor = config.roleFactorBasisPoints[input.role] ?? 10_000;
  return { monthlySalaryMinor: applyBasisPoints(base, factor), salarySource: "reference" as const };
}

/** Direct hire: a one-off fee on the first-year salary, never below the minimum fee. */
export function directQuote(input: PricingQuoteInput, config: PricingConfig): DirectQuote {
  const salary = salaryFor(input, config);
  const annualSalaryMinor = salary.monthlySalaryMinor * 12;
  const fee = applyBasisPoints(annualSalaryMinor, config.direct.feeBasisPoints);
  return {
    currency: config.currency,
    ...salary,
    annualSalaryMinor,
    feeBasisPoints: config.direct.feeBasisPoints,
    feeMinor: Math.max(fee, config.direct.minimumFeeMinor),
    guaranteeDays: config.direct.guaranteeDays,
  };
}

/** Staffing: the salary plus the platform's margin, monthly, for at least the minimum months. */
export function staffingQuote(input: PricingQuoteInput, config: PricingConfig): StaffingQuote {
  const salary = salaryFor(input, config);
  const marginBasisPoints = config.staffing.marginBasisPoints[input.seniority];
  const monthlyMarginMinor = Math.max(
    applyBasisPoints(salary.monthlySalaryMinor, marginBasisPoints),
    config.staffing.minimumMonthlyMarginMinor,
  );
  const months = Math.max(input.months ?? 12, config.staffing.minimumMonths);
  const monthlyRateMinor = salary.monthlySalaryMinor + monthlyMarginMinor;
  return {
    currency: config.currency,
    ...salary,
    marginBasisPoints,
    monthlyMarginMinor,
    monthlyRateMinor,
    months,
    totalMinor: monthlyRateMinor * months,
  };
}
