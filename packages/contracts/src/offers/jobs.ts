import { z } from "zod";
import { CountryCode } from "../developers/geo";
import { TechRole } from "../developers/profile";
import { EnglishLevel, MainSkillCategory, Seniority, SkillLevel, WorkModality } from "../enums";
import { CompanySize, Industry, ProjectType } from "../matching/context";
import { HiringType } from "./lifecycle";
import { BudgetView } from "./offer";
import { CountEntry, csvList, cursorList, pageQuery } from "./pagination";

/**
 * GET /jobs: the public job board (open and public offers only).
 * Filters within one facet are OR (any of the seniorities), facets combine with AND.
 */
export const JobSearchQuery = z.strictObject({
  ...pageQuery,
  /** Full text over title, description and skill names; Spanish and English, accent-insensitive. */
  q: z.string().trim().max(120).optional(),
  techRole: csvList(TechRole, 12).optional(),
  seniority: csvList(Seniority, 5).optional(),
  modality: csvList(WorkModality, 4).optional(),
  /** Offers open to this country (or to anywhere). */
  country: z
    .string()
    .length(2)
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Skill codes (catalogue); an offer matches when it asks for any of them. */
  skills: csvList(z.string().min(1).max(60), 20).optional(),
  /** Minimum monthly salary in USD: offers showing a budget whose maximum reaches it. */
  salaryMin: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuery>;

export const JobSkill = z.object({
  code: z.string(),
  name: z.string(),
  required: z.boolean(),
});

/** A job as the public sees it: no budget unless shown, no company if confidential. */
export const Job = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  company: z.object({ name: z.string() }).nullable(),
  techRole: MainSkillCategory,
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  skills: z.array(JobSkill),
  seniorities: z.array(Seniority),
  modalities: z.array(WorkModality),
  countries: z.array(CountryCode),
  salary: BudgetView.extend({ monthlyUsdMax: z.number().int() }).nullable(),
  hiringType: HiringType,
  openings: z.number().int(),
  publishedAt: z.iso.datetime(),
});
export type Job = z.infer<typeof Job>;

export const JobDetail = Job.extend({
  description: z.string(),
  minEnglishLevel: EnglishLevel,
  skills: z.array(JobSkill.extend({ minLevel: SkillLevel })),
  /** The working day's time zone and the overlap asked of it (0: none), in words on the page. */
  timeZone: z.string().nullable(),
  minOverlapHours: z.number().int(),
  industry: Industry.nullable(),
  /** Null on confidential offers: with the industry it could point at the company. */
  companySize: CompanySize.nullable(),
  projectType: ProjectType.nullable(),
});
export type JobDetail = z.infer<typeof JobDetail>;

export const SkillCountEntry = CountEntry.extend({ label: z.string() });
/** Counts over every offer that matches the current query and filters. */
export const JobFacets = z.object({
  total: z.number().int(),
  techRole: z.array(CountEntry),
  seniority: z.array(CountEntry),
  modality: z.array(CountEntry),
  country: z.array(CountEntry),
  skills: z.array(SkillCountEntry),
});
export type JobFacets = z.infer<typeof JobFacets>;

export const JobList = cursorList(Job).extend({ facets: JobFacets });
export type JobList = z.infer<typeof JobList>;

/** GET /jobs/sitemap: every open public job (newest first, capped), for /sitemap.xml. */
export const JobSitemap = z.object({
  items: z.array(z.object({ id: z.uuid(), publishedAt: z.string().nullable() })),
});
export type JobSitemap = z.infer<typeof JobSitemap>;
