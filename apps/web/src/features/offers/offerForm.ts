/**
 * The offer form's state and its conversion to the request body (pure, no React, no zod).
 */
import type {
  CompanySize,
  CreateOfferRequest,
  CurrencyCode,
  EnglishLevel,
  HiringType,
  Industry,
  JobDetail,
  MainSkillCategory,
  Offer,
  ProjectType,
  SalaryPeriod,
  Seniority,
  SkillLevel,
  WorkModality,
} from "@encaja/contracts";

export type OfferSkillEntry = {
  skillId: string;
  code: string;
  name: string;
  minLevel: SkillLevel;
  required: boolean;
};

/** A company as the form knows it: a picked one also brings what its offers start with. */
export type OfferCustomer = {
  id: string;
  name: string;
  industry?: Industry | null;
  companySize?: CompanySize | null;
};

export type OfferFormState = {
  customer: OfferCustomer | null;
  title: string;
  description: string;
  techRole: Exclude<MainSkillCategory, "invalid"> | "";
  mainStackCode: string;
  skills: OfferSkillEntry[];
  seniorities: Seniority[];
  minEnglishLevel: EnglishLevel;
  modalities: WorkModality[];
  countries: string[];
  budgetMin: string;
  budgetMax: string;
  currency: CurrencyCode;
  period: SalaryPeriod;
  showSalary: boolean;
  hiringType: HiringType;
  openings: string;
  isPublic: boolean;
  confidential: boolean;
  timeZone: string | null;
  minOverlapHours: string;
  industry: Industry | "";
  companySize: CompanySize | "";
  projectType: ProjectType | "";
};

export type OfferFormField = keyof OfferFormState | "budget";

/** The requirements of a new offer or `/hire` request, before anyone chooses any. */
export const emptyRequirements: RequirementsFormState = {
  techRole: "",
  mainStackCode: "",
  skills: [],
  seniorities: [],
  minEnglishLevel: "b1",
  modalities: ["remote"],
  countries: [],
  budgetMin: "",
  budgetMax: "",
  currency: "USD",
  period: "month",
  hiringType: "direct",
};

/** The requirement fields an error path names as they are (the amounts come as "budget"). */
export const requirementFields = [
  "techRole",
  "mainStackCode",
  "skills",
  "seniorities",
  "minEnglishLevel",
  "modalities",
  "countries",
  "hiringType",
] as const;

export const emptyOfferForm: OfferFormState = {
  customer: null,
  title: "",
  description: "",
  ...emptyRequirements,
  showSalary: true,
  openings: "1",
  isPublic: true,
  confidential: false,
  timeZone: null,
  minOverlapHours: "0",
  industry: "",
  companySize: "",
  projectType: "",
};

/** The offer's context fields, as an error path names them. */
const contextFields = [
  "timeZone",
  "minOverlapHours",
  "industry",
  "companySize",
  "projectType",
] as const;

export function formFromOffer(offer: Offer): OfferFormState {
  return {
    customer: offer.customer,
    title: offer.title,
    description: offer.description,
    techRole: offer.techRole === "invalid" ? "" : offer.techRole,
    mainStackCode: offer.mainStack?.code ?? "",
    skills: offer.skills.map((s) => ({ ...s })),
    seniorities: offer.seniorities,
    minEnglishLevel: offer.minEnglishLevel,
    modalities: offer.modalities,
    countries: offer.countries,
    budgetMin: String(offer.budget.min),
    budgetMax: String(offer.budget.max),
    currency: offer.budget.currency,
    period: offer.budget.period,
    showSalary: offer.showSalary,
    hiringType: offer.hiringType,
    openings: String(offer.openings),
    isPublic: offer.isPublic,
    confidential: offer.confidential,
    timeZone: offer.timeZone,
    minOverlapHours: String(offer.minOverlapHours),
    industry: offer.industry ?? "",
    companySize: offer.companySize ?? "",
    projectType: offer.projectType ?? "",
  };
}

/**
 * The industry and size once another company is picked: the new company's, unless someone
 * chose a value of their own (one that is neither empty nor the previous company's).
 */
export function withCompanyContext(
  form: Pick<OfferFormState, "customer" | "industry" | "companySize">,
  picked: OfferCustomer | null,
): Pick<OfferFormState, "industry" | "companySize"> {
  const follow = <K extends "industry" | "companySize">(key: K) =>
    form[key] === "" || form[key] === (form.customer?.[key] ?? "")
      ? (picked?.[key] ?? "")
      : form[key];
  return { industry: follow("industry"), companySize: follow("companySize") };
}

/** Typed money ("4.500", "-5"): digits and a sign only, so a negative amount fails validation. */
const amount = (text: string) => {
  const digits = text.replace(/[^\d-]/g, "");
  return digits ? Number(digits) : Number.NaN;
};

/** The requirements an offer and a `/hire` request share (role, skills, budget…). */
export type RequirementsFormState = Pick<
  OfferFormState,
  | "techRole"
  | "mainStackCode"
  | "skills"
  | "seniorities"
  | "minEnglishLevel"
  | "modalities"
  | "countries"
  | "budgetMin"
  | "budgetMax"
  | "currency"
  | "period"
  | "hiringType"
>;

/** The shared requirements as request fields (the schema decides what is valid). */
export function requirementsPayload(form: RequirementsFormState) {
  return {
    techRole: form.techRole as CreateOfferRequest["techRole"],
    mainStackCode: form.mainStackCode || null,
    skills: form.skills.map((s) => ({
      skillId: s.skillId,
      minLevel: s.minLevel,
      required: s.required,
    })),
    seniorities: form.seniorities,
    minEnglishLevel: form.minEnglishLevel,
    modalities: form.modalities,
    countries: form.countries,
    budget: {
      min: amount(form.budgetMin),
      max: amount(form.budgetMax),
      currency: form.currency,
      period: form.period,
    },
    hiringType: form.hiringType,
  };
}

/** The request body (the schema decides what is valid; NaN amounts fail as numbers). */
export function offerPayload(form: OfferFormState): CreateOfferRequest {
  return {
    customerId: form.customer?.id ?? "",
    title: form.title.trim(),
    description: form.description,
    ...requirementsPayload(form),
    showSalary: form.showSalary,
    openings: Number(form.openings),
    isPublic: form.isPublic,
    confidential: form.confidential,
    timeZone: form.timeZone,
    minOverlapHours: Number(form.minOverlapHours),
    industry: form.industry || null,
    companySize: form.companySize || null,
    projectType: form.projectType || null,
  };
}

/** Checks with their own words (the schema's are generic): the budget's order. */
export function budgetProblem(form: OfferFormState): "order" | null {
  const min = amount(form.budgetMin);
  const max = amount(form.budgetMax);
  return Number.isFinite(min) && Number.isFinite(max) && min > max ? "order" : null;
}

/** The form field an API or schema error path belongs to ("body.budget.max" → budget). */
export function fieldOfPath(path: string): OfferFormField | null {
  const clean = path.replace(/^body\.?/, "");
  const head = clean.split(".")[0] ?? "";
  if (head === "customerId") return "customer";
  if (head === "budget") return "budget";
  const fields: OfferFormField[] = [
    "title",
    "description",
    ...requirementFields,
    "showSalary",
    "openings",
    "isPublic",
    "confidential",
    ...contextFields,
  ];
  return (fields as string[]).includes(head) ? (head as OfferFormField) : null;
}

/** What the public page would show for the form as it stands (the preview). */
export function formAsJob(form: OfferFormState, now: string): JobDetail {
  const min = amount(form.budgetMin);
  const max = amount(form.budgetMax);
  return {
    id: "00000000-0000-0000-0000-000000000000",
    slug: "preview",
    title: form.title || "—",
    company: form.confidential || !form.customer ? null : { name: form.customer.name },
    techRole: form.techRole || "backend",
    mainStack: null,
    skills: form.skills.map((s) => ({
      code: s.code,
      name: s.name,
      required: s.required,
      minLevel: s.minLevel,
    })),
    seniorities: form.seniorities,
    modalities: form.modalities,
    countries: form.countries,
    salary:
      form.showSalary && Number.isFinite(min) && Number.isFinite(max)
        ? { min, max, currency: form.currency, period: form.period, monthlyUsdMax: 0 }
        : null,
    hiringType: form.hiringType,
    openings: Number(form.openings) || 1,
    publishedAt: now,
    description: form.description,
    minEnglishLevel: form.minEnglishLevel,
    timeZone: form.timeZone,
    minOverlapHours: Number(form.minOverlapHours) || 0,
    industry: form.industry || null,
    companySize: form.confidential ? null : form.companySize || null,
    projectType: form.projectType || null,
  };
}
