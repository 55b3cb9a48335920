import { z } from "zod";
import { CountryCode, CountryCodeInput, Currency, SalaryPeriod } from "../developers/geo";
import { TechRole } from "../developers/profile";
import {
  CandidateStatus,
  EnglishLevel,
  MainSkillCategory,
  Plan,
  Seniority,
  SkillLevel,
  WorkModality,
} from "../enums";
import { TimeZone } from "../interviews/interview";
import { CompanySize, Industry, MinOverlapHours, ProjectType } from "../matching/context";
import { objectPerKey, timestamps, uniqueList } from "../shapes";
import { HiringType, OfferStatus } from "./lifecycle";
import { CountEntry, csvList, cursorList, pageQuery } from "./pagination";

/** A budget range: integer amounts in currency units, per hour, month or year. */
export const Budget = z
  .strictObject({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    currency: Currency,
    period: SalaryPeriod,
  })
  .refine((b) => b.min <= b.max, {
    path: ["max"],
    message: "The maximum cannot be below the minimum",
  });
export type Budget = z.infer<typeof Budget>;
/** The budget as answered (same fields, no refinements needed). */
export const BudgetView = z.object({
  min: z.number().int(),
  max: z.number().int(),
  currency: Currency,
  period: SalaryPeriod,
});

export const OfferSkillInput = z.strictObject({
  skillId: z.uuid(),
  minLevel: SkillLevel,
  required: z.boolean(),
});
export const MAX_OFFER_SKILLS = 30;

const offerFields = {
  customerId: z.uuid(),
  title: z.string().trim().min(3).max(140),
  /** Markdown, stored exactly as given; the web sanitises it when rendering. */
  description: z.string().max(20_000),
  techRole: TechRole,
  mainStackCode: z.string().max(60).nullable().optional(),
  skills: z
    .array(OfferSkillInput)
    .max(MAX_OFFER_SKILLS)
    .refine((l) => new Set(l.map((s) => s.skillId)).size === l.length, {
      message: "Duplicate skill",
    }),
  seniorities: uniqueList(Seniority, 1, 5),
  minEnglishLevel: EnglishLevel,
  modalities: uniqueList(WorkModality, 1, 4),
  /** Allowed countries (ISO alpha-2); empty means anywhere. */
  countries: uniqueList(CountryCodeInput, 0, 60),
  budget: Budget,
  showSalary: z.boolean(),
  hiringType: HiringType,
  openings: z.number().int().min(1).max(100),
  /** Listed on the public job board (GET /jobs) while open. */
  isPublic: z.boolean(),
  /** The public job board hides the company name. */
  confidential: z.boolean().default(false),
  /** Matchers assigned to the offer (users with role matchers or superAdmin). */
  matcherIds: uniqueList(z.uuid(), 0, 20).optional(),
  /** The time zone (IANA) of the offer's working day, 09:00–18:00 there. */
  timeZone: TimeZone.nullable().optional(),
  /** Hours a developer's working day must share with the offer's (0, the default: none). */
  minOverlapHours: MinOverlapHours.optional(),
  /** When a new offer leaves them out, the company's own industry and size. */
  industry: Industry.nullable().optional(),
  companySize: CompanySize.nullable().optional(),
  projectType: ProjectType.nullable().optional(),
};

/** An overlap can only be required of a working day that has a time zone. */
export const overlapNeedsTimeZone = (o: {
  timeZone?: string | null | undefined;
  minOverlapHours?: number | undefined;
}) => (o.minOverlapHours ?? 0) > 0 && !o.timeZone;
export const OVERLAP_NEEDS_TIME_ZONE = "Choose the offer's time zone to require an overlap";

export const CreateOfferRequest = z
  .strictObject(offerFields)
  .refine((o) => !overlapNeedsTimeZone(o), {
    path: ["minOverlapHours"],
    message: OVERLAP_NEEDS_TIME_ZONE,
  });
export type CreateOfferRequest = z.infer<typeof CreateOfferRequest>;

export const UpdateOfferRequest = z
  .strictObject({
    ...offerFields,
    confidential: z.boolean(),
    matcherIds: uniqueList(z.uuid(), 0, 20),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Nothing to update" });
export type UpdateOfferRequest = z.infer<typeof UpdateOfferRequest>;

export const ChangeOfferStatusRequest = z.strictObject({ status: OfferStatus });

/**
 * Who started an offer: staff, or a company through `/hire`. Not exported as a
 * schema: only `hire_request` is ever shown, as the matchers' "From /hire" badge.
 */
export const offerSources = ["staff", "hire_request"] as const;
export type OfferSource = (typeof offerSources)[number];

export const OfferSkill = z.object({
  skillId: z.uuid(),
  code: z.string(),
  name: z.string(),
  minLevel: SkillLevel,
  required: z.boolean(),
});
export type OfferSkill = z.infer<typeof OfferSkill>;

export const Offer = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: OfferStatus,
  customer: z.object({ id: z.uuid(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  techRole: MainSkillCategory,
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  skills: z.array(OfferSkill),
  seniorities: z.array(Seniority),
  minEnglishLevel: EnglishLevel,
  modalities: z.array(WorkModality),
  countries: z.array(CountryCode),
  budget: BudgetView,
  showSalary: z.boolean(),
  hiringType: HiringType,
  openings: z.number().int(),
  isPublic: z.boolean(),
  confidential: z.boolean(),
  source: z.enum(offerSources),
  timeZone: z.string().nullable(),
  minOverlapHours: z.number().int(),
  industry: Industry.nullable(),
  companySize: CompanySize.nullable(),
  projectType: ProjectType.nullable(),
  matchers: z.array(z.object({ id: z.uuid(), fullName: z.string().nullable() })),
  publishedAt: z.iso.datetime().nullable(),
  ...timestamps,
});
export type Offer = z.infer<typeof Offer>;

/** Candidates per internal status (matchers' view of the pipeline). */
export const CandidateStatusCounts = z.array(
  z.object({ status: CandidateStatus, count: z.number().int() }),
);
/** Someone on the staff who may answer for an offer (an active matcher or superAdmin). */
export const OfferStaffMember = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  role: z.enum(["matchers", "superAdmin"]),
});
export type OfferStaffMember = z.infer<typeof OfferStaffMember>;
export const OfferStaffList = z.object({ items: z.array(OfferStaffMember) });
export type OfferStaffList = z.infer<typeof OfferStaffList>;

export const OfferDetail = Offer.extend({
  pipeline: CandidateStatusCounts,
  /**
   * The matcher who answers for the offer: staff news about it (decisions, reminders) goes to
   * them, or to every active matcher while it is null.
   */
  responsibleMatcher: z.object({ id: z.uuid(), fullName: z.string().nullable() }).nullable(),
});
export type OfferDetail = z.infer<typeof OfferDetail>;

export const AssignResponsibleMatcherRequest = z.strictObject({ matcherId: z.uuid() });
export type AssignResponsibleMatcherRequest = z.infer<typeof AssignResponsibleMatcherRequest>;

export const OfferListQuery = z.strictObject({
  ...pageQuery,
  status: csvList(OfferStatus, 5).optional(),
  customerId: z.uuid().optional(),
  techRole: TechRole.optional(),
  matcherId: z.uuid().optional(),
  q: z.string().trim().max(120).optional(),
});
export type OfferListQuery = z.infer<typeof OfferListQuery>;

export const OfferStatusCounts = objectPerKey(OfferStatus.options, z.number().int());
export type OfferStatusCounts = z.infer<typeof OfferStatusCounts>;
/** `counts`: offers per status for the same filters without the status filter (tabs). */
export const OfferList = cursorList(Offer).extend({ counts: OfferStatusCounts });
export type OfferList = z.infer<typeof OfferList>;

export const CustomerSearchQuery = z.strictObject({
  q: z.string().trim().max(80).optional(),
  limit: pageQuery.limit,
  cursor: pageQuery.cursor,
});
export const CustomerSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: Plan,
  photoURL: z.string().nullable(),
  offerCount: z.number().int(),
  /** What a new offer for the company starts with. */
  industry: Industry.nullable(),
  companySize: CompanySize.nullable(),
  createdAt: z.iso.datetime(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;
export const CustomerList = cursorList(CustomerSummary);
export type CustomerList = z.infer<typeof CustomerList>;

export { CountEntry };
