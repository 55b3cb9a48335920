/**
 * The superAdmin pricing editor's state: every figure as typed (percentages, whole currency
 * units), keyed by field, and its conversion to and from contracts' PricingConfig.
 */
import {
  type CurrencyCode,
  Plan,
  type PricingConfig,
  planLimitKinds,
  seniorities,
  TechRole,
  toMinor,
  toUnits,
} from "@encaja/contracts";

export type PricingFormState = Record<string, string>;

const text = (n: number) => String(Number.parseFloat(n.toFixed(4)));
const percentOf = (basisPoints: number) => text(basisPoints / 100);
const basisPointsOf = (percent: string) => Math.round(parseNumber(percent) * 100);
const parseNumber = (value: string) =>
  value.trim() === "" ? Number.NaN : Number(value.trim().replace(",", "."));

export function formFromConfig(config: PricingConfig): PricingFormState {
  const units = (minor: number) => text(toUnits(minor, config.currency));
  const state: PricingFormState = {
    currency: config.currency,
    "direct.fee": percentOf(config.direct.feeBasisPoints),
    "direct.minimumFee": units(config.direct.minimumFeeMinor),
    "direct.guaranteeDays": String(config.direct.guaranteeDays),
    "staffing.minimumMonthlyMargin": units(config.staffing.minimumMonthlyMarginMinor),
    "staffing.minimumMonths": String(config.staffing.minimumMonths),
  };
  for (const s of seniorities) {
    state[`margin.${s}`] = percentOf(config.staffing.marginBasisPoints[s]);
    state[`reference.${s}`] = units(config.referenceMonthlySalaryMinor[s]);
  }
  for (const role of TechRole.options) {
    const factor = config.roleFactorBasisPoints[role];
    state[`role.${role}`] = factor === undefined ? "" : percentOf(factor);
  }
  for (const plan of Plan.options) {
    for (const kind of planLimitKinds) {
      const value = config.plans[plan][kind];
      state[`plans.${plan}.${kind}`] = value === null ? "" : String(value);
    }
  }
  return state;
}

/** The configuration as typed (the schema decides what is valid: NaN fails as a number). */
export function configFromForm(state: PricingFormState): PricingConfig {
  const currency = (state.currency ?? "USD") as CurrencyCode;
  const minor = (key: string) => {
    const value = parseNumber(state[key] ?? "");
    return Number.isFinite(value) ? toMinor(value, currency) : Number.NaN;
  };
  const whole = (key: string) => parseNumber(state[key] ?? "");
  const perSeniority = (f: (s: string) => number) =>
    Object.fromEntries(seniorities.map((s) => [s, f(s)])) as Record<
      (typeof seniorities)[number],
      number
    >;
  const roleFactors: PricingConfig["roleFactorBasisPoints"] = {};
  for (const role of TechRole.options) {
    const typed = state[`role.${role}`] ?? "";
    if (typed.trim() !== "") roleFactors[role] = basisPointsOf(typed);
  }
  const limit = (key: string) => ((state[key] ?? "").trim() === "" ? null : whole(key));
  const plans = Object.fromEntries(
    Plan.options.map((plan) => [
      plan,
      Object.fromEntries(planLimitKinds.map((kind) => [kind, limit(`plans.${plan}.${kind}`)])),
    ]),
  ) as PricingConfig["plans"];
  return {
    currency,
    direct: {
      feeBasisPoints: basisPointsOf(state["direct.fee"] ?? ""),
      minimumFeeMinor: minor("direct.minimumFee"),
      guaranteeDays: whole("direct.guaranteeDays"),
    },
    staffing: {
      marginBasisPoints: perSeniority((s) => basisPointsOf(state[`margin.${s}`] ?? "")),
      minimumMonthlyMarginMinor: minor("staffing.minimumMonthlyMargin"),
      minimumMonths: whole("staffing.minimumMonths"),
    },
    referenceMonthlySalaryMinor: perSeniority((s) => minor(`reference.${s}`)),
    roleFactorBasisPoints: roleFactors,
    plans,
  };
}

/** The form field a schema or API error path names ("body.staffing.marginBasisPoints.senior"). */
export function fieldOfConfigPath(path: string): string | null {
  const parts = path.replace(/^body\.?/, "").split(".");
  const [head, second, third] = parts;
  if (head === "currency") return "currency";
  if (head === "direct" && second === "feeBasisPoints") return "direct.fee";
  if (head === "direct" && second === "minimumFeeMinor") return "direct.minimumFee";
  if (head === "direct" && second === "guaranteeDays") return "direct.guaranteeDays";
  if (head === "staffing" && second === "marginBasisPoints" && third) return `margin.${third}`;
  if (head === "staffing" && second === "minimumMonthlyMarginMinor")
    return "staffing.minimumMonthlyMargin";
  if (head === "staffing" && second === "minimumMonths") return "staffing.minimumMonths";
  if (head === "referenceMonthlySalaryMinor" && second) return `reference.${second}`;
  if (head === "roleFactorBasisPoints" && second) return `role.${second}`;
  if (head === "plans" && second && third) return `plans.${second}.${third}`;
  return null;
}
