import type {
  CompanySize,
  CurrencyCode,
  Industry,
  ProjectType,
  SalaryPeriod,
  SearchStatus,
  WorkModality,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestampColumns, updatedAtColumn } from "./columns";
import { developers, skills } from "./developers";

/** Countries (id = ISO alpha-2) and their main cities (id = "<CC>-<slug>"). */
export const locations = pgTable(
  "locations",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    countryCode: text("country_code").notNull(),
    countryName: text("country_name").notNull(),
  },
  (t) => [
    check("locations_kind_check", sql`${t.kind} in ('country','city')`),
    index("locations_country_idx").on(t.countryCode),
  ],
);

export const experiences = pgTable(
  "experiences",
  {
    id: idColumn(),
    developerId: ref.owner("developer_id", () => developers.id),
    company: text("company").notNull(),
    title: text("title").notNull(),
    /** First day of the start month. */
    startMonth: date("start_month").notNull(),
    endMonth: date("end_month"),
    current: boolean("current").notNull().default(false),
    description: text("description").notNull().default(""),
    industry: text("industry").$type<Industry>(),
    companySize: text("company_size").$type<CompanySize>(),
    projectType: text("project_type").$type<ProjectType>(),
    ...timestampColumns(),
  },
  (t) => [
    index("experiences_developer_idx").on(t.developerId),
    check(
      "experiences_dates_check",
      sql`(${t.current} and ${t.endMonth} is null) or (not ${t.current} and ${t.endMonth} is not null and ${t.endMonth} >= ${t.startMonth})`,
    ),
  ],
);

export const experienceSkills = pgTable(
  "experience_skills",
  {
    experienceId: ref.owner("experience_id", () => experiences.id),
    skillId: ref.required("skill_id", () => skills.id),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.skillId] })],
);

export const education = pgTable(
  "education",
  {
    id: idColumn(),
    developerId: ref.owner("developer_id", () => developers.id),
    institution: text("institution").notNull(),
    degree: text("degree").notNull().default(""),
    field: text("field").notNull().default(""),
    startYear: integer("start_year"),
    endYear: integer("end_year"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("education_developer_idx").on(t.developerId)],
);

export const developerPreferences = pgTable("developer_preferences", {
  developerId: ref.extension("developer_id", () => developers.id),
  searchStatus: text("search_status").$type<SearchStatus>().notNull(),
  modalities: text("modalities").array().$type<WorkModality[]>().notNull(),
  salaryAmount: integer("salary_amount").notNull(),
  salaryCurrency: text("salary_currency").$type<CurrencyCode>().notNull(),
  salaryPeriod: text("salary_period").$type<SalaryPeriod>().notNull(),
  /** The expectation per month in USD, for ranking and filtering across currencies. */
  salaryMonthlyUsd: integer("salary_monthly_usd").notNull(),
  countries: text("countries").array().notNull(),
  contractTypes: text("contract_types").array().notNull(),
  updatedAt: updatedAtColumn(),
});

export const developerAvailability = pgTable("developer_availability", {
  developerId: ref.extension("developer_id", () => developers.id),
  availableFrom: date("available_from").notNull(),
  hoursPerWeek: integer("hours_per_week").notNull(),
  noticeWeeks: integer("notice_weeks").notNull(),
  updatedAt: updatedAtColumn(),
});
