import { z } from "zod";
import {
  CountryCode,
  CountryCodeInput,
  Currency,
  monthlyUsd,
  referenceUsdRates,
  SALARY_MONTHLY_USD_RANGE,
  SalaryPeriod,
} from "../developers/geo";
import { TechRole } from "../developers/profile";
import { EnglishLevel, Locale, Seniority, SkillLevel, WorkModality } from "../enums";
import { HiringType } from "../offers/lifecycle";
import { uniqueList } from "../shapes";

/**
 * How long a `/hire` draft waits for a company to claim it: after this the housekeeping job
 * deletes it. The id is the only key to an unclaimed draft, so it must not live long.
 */
export const HIRE_DRAFT_TTL_DAYS = 7;

/** The largest budget a visitor can type (in currency units): anything above is a typo. */
export const MAX_HIRE_BUDGET_UNITS = 10_000_000;

const HireBudgetAmount = z
  .number()
  .int()
  .positive("The amount must be above zero")
  .max(MAX_HIRE_BUDGET_UNITS, "This amount is too large");

/** A budget range like offers' Budget (integer currency units per hour, month or year). */
export const HireBudget = z
  .strictObject({
    min: HireBudgetAmount,
    max: HireBudgetAmount,
    currency: Currency,
    period: SalaryPeriod,
  })
  .refine((b) => b.min <= b.max, {
    path: ["max"],
    message: "The maximum cannot be below the minimum",
  })
  // A typo bound while parsing, with no rate table at hand: the reference rates are close enough.
  .refine(
    (b) =>
      monthlyUsd(b.max, b.currency, b.period, referenceUsdRates) <= SALARY_MONTHLY_USD_RANGE.max,
    {
      path: ["max"],
      message: "This budget is too large for one developer",
    },
  );
export type HireBudget = z.infer<typeof HireBudget>;

export const HireSkill = z.strictObject({
  skillId: z.uuid(),
  required: z.boolean(),
  /** Matchers may refine it when they review the offer. */
  minLevel: SkillLevel.default("medium_use"),
});
export type HireSkill = z.input<typeof HireSkill>;
export const MAX_HIRE_SKILLS = 30;

/** A calendar day, "2026-12-01". The API refuses days before today (UTC). */
export const IsoDay = z.iso.date();

/** What a visitor asks for on `/hire` (the first step, no account). */
export const HireDraftDetails = z.strictObject({
  techRole: TechRole,
  mainStackCode: z.string().max(60).nullable().optional(),
  seniorities: uniqueList(Seniority, 1, 5),
  skills: z
    .array(HireSkill)
    .max(MAX_HIRE_SKILLS)
    .refine((l) => new Set(l.map((s) => s.skillId)).size === l.length, {
      message: "Duplicate skill",
    }),
  minEnglishLevel: EnglishLevel,
  modalities: uniqueList(WorkModality, 1, 4),
  /** Allowed countries (ISO alpha-2); empty means anywhere. */
  countries: uniqueList(CountryCodeInput, 0, 60),
  budget: HireBudget,
  startDate: IsoDay,
  hiringType: HiringType,
  openings: z.number().int().min(1).max(100),
});
export type HireDraftDetails = z.infer<typeof HireDraftDetails>;

/** The developer-details step: what the role is about (a description is needed to claim). */
export const HireDeveloperDetails = z.strictObject({
  title: z.string().trim().min(3).max(140),
  description: z.string().trim().min(20).max(20_000),
});

export const CreateHireDraftRequest = HireDraftDetails.extend({ locale: Locale.optional() });
export type CreateHireDraftRequest = z.infer<typeof CreateHireDraftRequest>;

/** Completes or corrects an unclaimed draft: any first-step field plus the developer details. */
export const UpdateHireDraftRequest = HireDraftDetails.extend(HireDeveloperDetails.shape)
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Nothing to update" });
export type UpdateHireDraftRequest = z.infer<typeof UpdateHireDraftRequest>;

/** An unclaimed draft as its visitor sees it. */
export const HireDraft = z.object({
  id: z.uuid(),
  details: HireDraftDetails.extend({
    countries: z.array(CountryCode),
    budget: z.object({
      min: z.number().int(),
      max: z.number().int(),
      currency: Currency,
      period: SalaryPeriod,
    }),
  }),
  title: z.string().nullable(),
  description: z.string().nullable(),
  locale: Locale,
  /** Whether it has what claiming needs (the developer details). */
  complete: z.boolean(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type HireDraft = z.infer<typeof HireDraft>;

/** What claiming a draft made: the company's new draft offer. */
export const HireDraftClaim = z.object({ draftId: z.uuid(), offerId: z.uuid() });
export type HireDraftClaim = z.infer<typeof HireDraftClaim>;
