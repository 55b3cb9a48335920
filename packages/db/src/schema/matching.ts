import type {
  CurrencyCode,
  InterviewStageStatus,
  MatchingInterviewState,
  MatchingRecommendation,
  SalaryPeriod,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { idColumn, ref, timestampColumns, timestamptz, tsvector } from "./columns";
import { developers } from "./developers";
import { users } from "./identity";
import { candidates } from "./offers";

/**
 * One row per developer with everything matching and talent search filter and rank on,
 * denormalised so a query reads one narrow table (decision 0008). Maintained ONLY by the
 * statement-level triggers of migration 0008 (`encaja_refresh_talent`, last replaced by
 * migration 0033): never write it from application code.
 */
export const talentProfiles = pgTable(
  "talent_profiles",
  {
    developerId: ref.extension("developer_id", () => developers.id),
    techRole: text("tech_role").notNull(),
    mainStackCode: text("main_stack_code"),
    /** 0 (junior) … 4 (senior): the index in contracts' seniorities. */
    seniorityRank: smallint("seniority_rank").notNull(),
    /** 0 (a1) … 5 (c2); null when not stated. */
    englishRank: smallint("english_rank"),
    countryCode: text("country_code"),
    /** Work modalities as bits in contracts' workModalities order (0 = none stated). */
    modalityMask: smallint("modality_mask").notNull(),
    searchStatus: text("search_status"),
    approval: text("approval").notNull(),
    salaryMonthlyUsd: integer("salary_monthly_usd"),
    availableFrom: date("available_from"),
    lastActiveAt: timestamptz("last_active_at").notNull(),
    /** Sorted `skills.num * 8 + level` codes: intarray set operations score skill coverage. */
    skillCodes: integer("skill_codes").array().notNull(),
    searchVector: tsvector("search_vector").notNull(),
    /** First and last name (simple config, accent-folded): staff-only name search (ADR 0037). */
    nameVector: tsvector("name_vector").notNull().default(sql`''::tsvector`),
    /** IANA name; null when not stated. */
    timeZone: text("time_zone"),
    /** The working day in local minutes (09:00–18:00 when not stated). */
    workStartMinute: smallint("work_start_minute").notNull().default(540),
    workEndMinute: smallint("work_end_minute").notNull().default(1080),
    /** One code per experience: industry, company size, project type, months (ADR 0061). */
    contextCodes: integer("context_codes").array().notNull().default(sql`'{}'::integer[]`),
    refreshedAt: timestamptz("refreshed_at").notNull().defaultNow(),
  },
  (t) => [
    index("talent_profiles_skill_codes_idx").using("gin", sql`${t.skillCodes} gin__int_ops`),
    index("talent_profiles_search_idx").using("gin", t.searchVector),
    // Text matching skills, stack or role (the weight-A part) ranks first in talent search.
    index("talent_profiles_strong_search_idx").using(
      "gin",
      sql`ts_filter(${t.searchVector}, '{a}'::"char"[])`,
    ),
    index("talent_profiles_name_search_idx").using("gin", t.nameVector),
    index("talent_profiles_role_idx").on(t.techRole, t.seniorityRank),
    index("talent_profiles_salary_idx").on(t.salaryMonthlyUsd),
    // Talent search pages walk this backwards (most recently active first), one page at a time.
    index("talent_profiles_activity_idx").on(t.lastActiveAt, t.developerId),
  ],
);

/**
 * Which developers' `talent_profiles` rows changed (inserted, updated or deleted), by the
 * writing transaction's id: each API instance's in-memory ranking index (ADR 0044) reads the
 * rows written since the oldest transaction still running at its last read. Written ONLY by
 * the statement-level triggers of migration 0020; pruned by housekeeping after an hour.
 */
export const talentChanges = pgTable(
  "talent_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** `pg_current_xact_id()` of the writing transaction, as a number. */
    xid: bigint("xid", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    /** No foreign key: the row must outlive the developer it reports deleted. */
    developerId: uuid("developer_id").notNull(),
    changedAt: timestamptz("changed_at").notNull().defaultNow(),
  },
  (t) => [
    index("talent_changes_xid_idx").on(t.xid),
    index("talent_changes_changed_at_idx").on(t.changedAt),
  ],
);

/** A matcher's screening interview of a candidate. */
export const matchingInterviews = pgTable(
  "matching_interviews",
  {
    id: idColumn(),
    candidateId: ref.owner("candidate_id", () => candidates.id),
    interviewerUserId: ref.cleared("interviewer_user_id", () => users.id),
    scheduledAt: timestamptz("scheduled_at"),
    state: text("state").$type<MatchingInterviewState>().notNull().default("scheduled"),
    notes: text("notes").notNull().default(""),
    salaryAmount: integer("salary_amount"),
    salaryCurrency: text("salary_currency").$type<CurrencyCode>(),
    salaryPeriod: text("salary_period").$type<SalaryPeriod>(),
    availableFrom: date("available_from"),
    hoursPerWeek: integer("hours_per_week"),
    englishCheck: text("english_check").$type<InterviewStageStatus>().notNull().default("pending"),
    recommendation: text("recommendation").$type<MatchingRecommendation>(),
    finishedAt: timestamptz("finished_at"),
    ...timestampColumns(),
  },
  (t) => [
    index("matching_interviews_candidate_idx").on(t.candidateId, t.createdAt),
    // An interviewer's schedule (their calendar feed).
    index("matching_interviews_interviewer_idx").on(t.interviewerUserId, t.scheduledAt),
    uniqueIndex("matching_interviews_open_key")
      .on(t.candidateId)
      .where(sql`${t.state} = 'scheduled'`),
    check(
      "matching_interviews_state_check",
      sql`${t.state} in ('scheduled','finished','not_finished')`,
    ),
    check(
      "matching_interviews_english_check",
      sql`${t.englishCheck} in ('pending','approved','not_approved')`,
    ),
    check(
      "matching_interviews_recommendation_check",
      sql`${t.recommendation} is null or ${t.recommendation} in ('advance','hold','reject')`,
    ),
  ],
);
