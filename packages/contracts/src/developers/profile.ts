import { z } from "zod";
import {
  ApprovalStatus,
  CompletionStatus,
  EnglishLevel,
  MainSkillCategory,
  ProfileSource,
  SearchStatus,
  Seniority,
  SkillLevel,
  WorkModality,
} from "../enums";
import { PersonName, PhoneNumber } from "../identity/fields";
import { HttpUrl, PlatformLink } from "../identity/platforms";
import { TimeZone } from "../interviews/interview";
import { CompanySize, Industry, ProjectType, WorkingHours } from "../matching/context";
import { itemList } from "../offers/pagination";
import { uniqueList } from "../shapes";
import { CountryCode, CountryCodeInput, Currency, SalaryPeriod } from "./geo";

const month = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** A month as "YYYY-MM". */
export const Month = z.string().regex(month, { message: "Use the format YYYY-MM" });
/** A calendar date as "YYYY-MM-DD" that exists. */
export const DateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use the format YYYY-MM-DD" })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "This date does not exist",
    },
  );

export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** Tech roles a developer can pick ("invalid" is a matcher's verdict, not a choice). */
export const TechRole = MainSkillCategory.exclude(["invalid"]);

export const LocationRef = z.object({
  id: z.string(),
  kind: z.enum(["country", "city"]),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type LocationRef = z.infer<typeof LocationRef>;

export const DeveloperSkill = z.object({
  skillId: z.uuid(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  level: SkillLevel,
  years: z.number().int().nullable(),
});
export type DeveloperSkill = z.infer<typeof DeveloperSkill>;

export const DeveloperProfile = z.object({
  professionalId: z.uuid(),
  hashedId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  photoURL: z.string().nullable(),
  location: LocationRef.nullable(),
  /** IANA zone of the working day; defaulted from the location until the developer sets one. */
  timeZone: z.string().nullable(),
  /** The stated working day in local time; null: the default 09:00–18:00. */
  workingHours: WorkingHours.nullable(),
  bio: z.string(),
  techRole: z.string(),
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  seniority: Seniority,
  englishLevel: EnglishLevel.nullable(),
  devExperienceMonths: z.number().int(),
  linkedinUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  skills: z.array(DeveloperSkill),
  platforms: z.array(PlatformLink),
  approval: ApprovalStatus,
  /** Why a superAdmin disapproved the profile; null unless disapproved. */
  approvalReason: z.string().nullable(),
  onboarding: CompletionStatus,
  profileSource: ProfileSource,
});
export type DeveloperProfile = z.infer<typeof DeveloperProfile>;

const linkedinUrl = HttpUrl.refine((u) => /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\//i.test(u), {
  message: "Enter your LinkedIn profile URL (linkedin.com/in/…)",
});
const githubUrl = HttpUrl.refine((u) => /^https?:\/\/(www\.)?github\.com\/[^/]+/i.test(u), {
  message: "Enter your GitHub profile URL (github.com/…)",
});

export const UpdateDeveloperRequest = z.strictObject({
  firstName: PersonName.optional(),
  lastName: PersonName.optional(),
  phone: PhoneNumber.nullable().optional(),
  locationId: z.string().max(80).nullable().optional(),
  timeZone: TimeZone.nullable().optional(),
  /** null: back to the default working day (09:00–18:00). */
  workingHours: WorkingHours.nullable().optional(),
  bio: z.string().trim().max(2000).optional(),
  techRole: TechRole.optional(),
  mainStackCode: z.string().max(60).nullable().optional(),
  seniority: Seniority.optional(),
  englishLevel: EnglishLevel.optional(),
  devExperienceMonths: z.number().int().min(0).max(600).optional(),
  linkedinUrl: linkedinUrl.nullable().optional(),
  githubUrl: githubUrl.nullable().optional(),
});
export type UpdateDeveloperRequest = z.infer<typeof UpdateDeveloperRequest>;

export const MAX_SKILLS = 50;
export const PutSkillsRequest = z
  .array(
    z.strictObject({
      skillId: z.uuid(),
      level: SkillLevel,
      years: z.number().int().min(0).max(50).optional(),
    }),
  )
  .max(MAX_SKILLS, { message: `At most ${MAX_SKILLS} skills` })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((s, i) => {
      if (seen.has(s.skillId))
        ctx.addIssue({ code: "custom", path: [i, "skillId"], message: "Duplicate skill" });
      seen.add(s.skillId);
    });
  });
export type PutSkillsRequest = z.infer<typeof PutSkillsRequest>;

export const ExperienceInput = z
  .strictObject({
    company: z.string().trim().min(1).max(120),
    title: z.string().trim().min(1).max(120),
    startDate: Month,
    endDate: Month.nullable(),
    current: z.boolean(),
    description: z.string().trim().max(4000).default(""),
    skillIds: z.array(z.uuid()).max(30).default([]),
    industry: Industry.nullable().default(null),
    companySize: CompanySize.nullable().default(null),
    projectType: ProjectType.nullable().default(null),
  })
  .superRefine((e, ctx) => {
    const now = currentMonth();
    if (e.startDate > now)
      ctx.addIssue({
        code: "custom",
        path: ["startDate"],
        message: "The start cannot be in the future",
      });
    if (e.current && e.endDate !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "A current position has no end date",
      });
    }
    if (!e.current && e.endDate === null)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "Enter the end date" });
    if (e.endDate && e.endDate < e.startDate) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The end cannot be before the start",
      });
    }
    if (e.endDate && e.endDate > now)
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The end cannot be in the future",
      });
    if (new Set(e.skillIds).size !== e.skillIds.length) {
      ctx.addIssue({ code: "custom", path: ["skillIds"], message: "Duplicate skill" });
    }
  });
export type ExperienceInput = z.input<typeof ExperienceInput>;

export const Experience = z.object({
  id: z.uuid(),
  company: z.string(),
  title: z.string(),
  startDate: Month,
  endDate: Month.nullable(),
  current: z.boolean(),
  description: z.string(),
  skills: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  industry: Industry.nullable(),
  companySize: CompanySize.nullable(),
  projectType: ProjectType.nullable(),
});
export type Experience = z.infer<typeof Experience>;

const year = z.number().int().min(1950).max(2100);
export const EducationInput = z
  .strictObject({
    institution: z.string().trim().min(1).max(160),
    degree: z.string().trim().max(160).default(""),
    field: z.string().trim().max(160).default(""),
    startYear: year.nullable().default(null),
    endYear: year.nullable().default(null),
  })
  .refine((e) => e.startYear === null || e.endYear === null || e.endYear >= e.startYear, {
    path: ["endYear"],
    message: "The end cannot be before the start",
  });
export type EducationInput = z.input<typeof EducationInput>;
export const Education = z.object({
  id: z.uuid(),
  institution: z.string(),
  degree: z.string(),
  field: z.string(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export type Education = z.infer<typeof Education>;

export const contractTypes = ["full_time", "part_time", "contractor"] as const;
export const ContractType = z.enum(contractTypes);

export const Salary = z.strictObject({
  amount: z.number().int().positive(),
  currency: Currency,
  period: SalaryPeriod,
});
export type Salary = z.infer<typeof Salary>;

export const Preferences = z.strictObject({
  searchStatus: SearchStatus,
  modalities: uniqueList(WorkModality, 1, 4),
  salary: Salary,
  countries: uniqueList(CountryCodeInput, 1, 60),
  contractTypes: uniqueList(ContractType, 1, 3),
});
export type Preferences = z.infer<typeof Preferences>;
/** The same shape as answered (no transforms in response schemas). */
export const PreferencesView = Preferences.extend({ countries: z.array(CountryCode) });

export const Availability = z.strictObject({
  availableFrom: DateOnly,
  hoursPerWeek: z.number().int().min(1).max(80),
  noticeWeeks: z.number().int().min(0).max(26),
});
export type Availability = z.infer<typeof Availability>;

export const completenessItems = [
  "photo",
  "personalDetails",
  "professionalDetails",
  "bio",
  "skills",
  "experiences",
  "education",
  "preferences",
  "availability",
  "platforms",
] as const;
export const CompletenessItem = z.enum(completenessItems);
export type CompletenessItem = z.infer<typeof CompletenessItem>;
export const Completeness = z.object({
  score: z.number().int().min(0).max(100),
  missing: z.array(z.object({ item: CompletenessItem, weight: z.number().int() })),
});
export type Completeness = z.infer<typeof Completeness>;

/** The onboarding steps that must be done before onboarding can be completed. */
export const requiredOnboardingSteps = [
  "personalDetails",
  "professionalDetails",
  "skills",
  "experiences",
  "preferences",
] as const;
export const OnboardingStep = z.enum(requiredOnboardingSteps);
export type OnboardingStep = z.infer<typeof OnboardingStep>;
export const OnboardingStatus = z.object({
  onboarding: CompletionStatus,
  done: z.array(OnboardingStep),
  missing: z.array(OnboardingStep),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatus>;

export const PhotoResponse = z.object({ photoURL: z.string() });
/** GET /files/photos/{name}: a stored photo's file name. */
export const PhotoFileParams = z.strictObject({ name: z.string().max(100) });

export const ExperienceList = itemList(Experience);
export type ExperienceList = z.infer<typeof ExperienceList>;
export const EducationList = itemList(Education);
export type EducationList = z.infer<typeof EducationList>;
