import type {
  CandidateOrigin,
  CandidateStatus,
  CompanySize,
  CurrencyCode,
  EnglishLevel,
  HiringType,
  Industry,
  InterviewStageStatus,
  MainSkillCategory,
  OfferSource,
  OfferStatus,
  OverrideReason,
  ProjectType,
  SalaryPeriod,
  Seniority,
  WorkModality,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestampColumns, timestamptz, tsvector } from "./columns";
import { developers, skills, stacks } from "./developers";
import { customers, users } from "./identity";

/** One interview stage result changed by a candidate event (stage and statuses as contracts name them). */
export interface CandidateStageChangeRow {
  stage: string;
  from: string;
  to: string;
}

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(","));

/**
 * The text a job-board search matches: title (A), skill names (B), description (C), each in
 * Spanish and English stems, accent-folded and with `Node.js`/`Ingeniero/a` split into words
 * and also joined (`nodejs`) by the IMMUTABLE `encaja_search_text` (migrations 0004, 0018).
 * Stored and GIN-indexed.
 */
const searchDocument = (() => {
  const part = (column: string, weight: string) =>
    `setweight(to_tsvector('spanish'::regconfig, encaja_search_text(${column})), '${weight}') || ` +
    `setweight(to_tsvector('english'::regconfig, encaja_search_text(${column})), '${weight}')`;
  return sql.raw(
    [part("title", "A"), part("skill_names", "B"), part("description", "C")].join(" || "),
  );
})();

/**
 * One part of the search document on its own, unweighted: the same lexemes as
 * `ts_filter(search_vector, '{a}')` (title) or `'{b}'` (skill names), small enough to check on
 * every offer a relevance band walks through (ADR 0065).
 */
const partDocument = (column: string) =>
  sql.raw(
    `to_tsvector('spanish'::regconfig, encaja_search_text(${column})) || ` +
      `to_tsvector('english'::regconfig, encaja_search_text(${column}))`,
  );

export const offers = pgTable(
  "offers",
  {
    id: idColumn(),
    slug: text("slug").notNull(),
    customerId: ref.owner("customer_id", () => customers.id),
    status: text("status").$type<OfferStatus>().notNull().default("draft"),
    title: text("title").notNull(),
    /** Markdown as given; sanitised by the web when rendered. */
    description: text("description").notNull(),
    techRole: text("tech_role").$type<MainSkillCategory>().notNull(),
    mainStackCode: text("main_stack_code").references(() => stacks.code),
    seniorities: text("seniorities").array().$type<Seniority[]>().notNull(),
    minEnglishLevel: text("min_english_level").$type<EnglishLevel>().notNull(),
    modalities: text("modalities").array().$type<WorkModality[]>().notNull(),
    /** Allowed countries (ISO alpha-2); empty = anywhere. */
    countries: text("countries").array().notNull(),
    budgetMin: integer("budget_min").notNull(),
    budgetMax: integer("budget_max").notNull(),
    budgetCurrency: text("budget_currency").$type<CurrencyCode>().notNull(),
    budgetPeriod: text("budget_period").$type<SalaryPeriod>().notNull(),
    /** budget_max in monthly USD (contracts' monthlyUsd): the salary filter compares this. */
    budgetMaxMonthlyUsd: integer("budget_max_monthly_usd").notNull(),
    showSalary: boolean("show_salary").notNull(),
    /** IANA zone of the offer's working day (09:00–18:00 there); null: no time zone stated. */
    timeZone: text("time_zone"),
    /** Hours of that day a developer's working day must share (0: no requirement). */
    minOverlapHours: smallint("min_overlap_hours").notNull().default(0),
    industry: text("industry").$type<Industry>(),
    companySize: text("company_size").$type<CompanySize>(),
    projectType: text("project_type").$type<ProjectType>(),
    hiringType: text("hiring_type").$type<HiringType>().notNull(),
    openings: integer("openings").notNull().default(1),
    isPublic: boolean("is_public").notNull(),
    confidential: boolean("confidential").notNull().default(false),
    /** Who started the offer: staff, or a company through `/hire`. */
    source: text("source").$type<OfferSource>().notNull().default("staff"),
    /** Denormalised from offer_skills (same transaction) for the board's filters and search. */
    skillIds: uuid("skill_ids").array().notNull().default(sql`'{}'::uuid[]`),
    skillNames: text("skill_names").notNull().default(""),
    /** Kept in the row (STORAGE MAIN, migration 0019): a text search reads those it checks. */
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(searchDocument),
    titleVector: tsvector("title_vector").notNull().generatedAlwaysAs(partDocument("title")),
    skillsVector: tsvector("skills_vector")
      .notNull()
      .generatedAlwaysAs(partDocument("skill_names")),
    createdBy: ref.cleared("created_by", () => users.id),
    /**
     * The matcher who answers for the offer: staff notifications about it (decisions, reminders)
     * go to them, or to every active matcher when none (decision 0054).
     */
    responsibleMatcherId: ref.cleared("responsible_matcher_id", () => users.id),
    publishedAt: timestamptz("published_at"),
    statusChangedAt: timestamptz("status_changed_at").notNull().defaultNow(),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("offers_slug_key").on(t.slug),
    index("offers_customer_idx").on(t.customerId, t.createdAt),
    index("offers_status_created_idx").on(t.status, t.createdAt, t.id),
    index("offers_created_idx").on(t.createdAt, t.id),
    index("offers_board_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open' and ${t.isPublic}`),
    index("offers_search_idx").using("gin", t.searchVector),
    index("offers_title_search_idx").using("gin", t.titleVector),
    index("offers_skills_search_idx").using("gin", t.skillsVector),
    index("offers_skill_ids_idx").using("gin", t.skillIds),
    index("offers_responsible_matcher_idx").on(t.responsibleMatcherId, t.createdAt),
    check(
      "offers_status_check",
      sql`${t.status} in (${inList(["draft", "open", "paused", "closed", "filled"])})`,
    ),
    check("offers_hiring_type_check", sql`${t.hiringType} in ('direct','staffing')`),
    check("offers_source_check", sql`${t.source} in ('staff','hire_request')`),
    check("offers_budget_check", sql`${t.budgetMin} > 0 and ${t.budgetMin} <= ${t.budgetMax}`),
    check("offers_openings_check", sql`${t.openings} >= 1`),
    check("offers_min_overlap_check", sql`${t.minOverlapHours} between 0 and 8`),
  ],
);

export const offerSkills = pgTable(
  "offer_skills",
  {
    offerId: ref.owner("offer_id", () => offers.id),
    skillId: ref.required("skill_id", () => skills.id),
    /** 0–5, the index in contracts' skillLevels. */
    minLevel: integer("min_level").notNull(),
    required: boolean("required").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.skillId] }),
    index("offer_skills_skill_idx").on(t.skillId),
    check("offer_skills_level_check", sql`${t.minLevel} between 0 and 5`),
  ],
);

export const offerMatchers = pgTable(
  "offer_matchers",
  {
    offerId: ref.owner("offer_id", () => offers.id),
    userId: ref.owner("user_id", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.userId] }),
    index("offer_matchers_user_idx").on(t.userId),
  ],
);

const stageStatus = (name: string) =>
  text(name).$type<InterviewStageStatus>().notNull().default("pending");
const stageCheck = (column: unknown, name: string) =>
  check(name, sql`${column} in ('pending','approved','not_approved')`);

/** A developer in an offer's pipeline. The matching/pipeline issue extends it. */
export const candidates = pgTable(
  "candidates",
  {
    id: idColumn(),
    offerId: ref.owner("offer_id", () => offers.id),
    developerId: ref.owner("developer_id", () => developers.id),
    /** contracts' candidateStatuses (checked there; the list grows with the pipeline). */
    status: text("status").$type<CandidateStatus>().notNull(),
    statusReason: text("status_reason"),
    note: text("note"),
    origin: text("origin").$type<CandidateOrigin>().notNull(),
    matchScore: doublePrecision("match_score"),
    overrideReason: text("override_reason").$type<OverrideReason>(),
    softStatus: stageStatus("soft_status"),
    hardStatus: stageStatus("hard_status"),
    englishStatus: stageStatus("english_status"),
    createdBy: ref.cleared("created_by", () => users.id),
    /** Set when a matcher invites the developer (the developer then knows of the candidacy). */
    invitedAt: timestamptz("invited_at"),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("candidates_offer_developer_key").on(t.offerId, t.developerId),
    index("candidates_developer_idx").on(t.developerId, t.createdAt),
    index("candidates_offer_status_idx").on(t.offerId, t.status),
    check(
      "candidates_origin_check",
      sql`${t.origin} in ('matching_algorithm','talent_pool_search','professional_user','external_headhunt','external_post','referral','other')`,
    ),
    check(
      "candidates_match_score_check",
      sql`${t.matchScore} is null or ${t.matchScore} between 0 and 100`,
    ),
    stageCheck(t.softStatus, "candidates_soft_status_check"),
    stageCheck(t.hardStatus, "candidates_hard_status_check"),
    stageCheck(t.englishStatus, "candidates_english_status_check"),
  ],
);

/** Every status change of a candidate: who, when, from, to, and why. */
export const candidateEvents = pgTable(
  "candidate_events",
  {
    id: idColumn(),
    candidateId: ref.owner("candidate_id", () => candidates.id),
    actorUserId: ref.cleared("actor_user_id", () => users.id),
    fromStatus: text("from_status").$type<CandidateStatus>(),
    toStatus: text("to_status").$type<CandidateStatus>().notNull(),
    note: text("note"),
    /** Set when the move skipped a rule (hard filter, unapproved stages) and why. */
    overrideReason: text("override_reason").$type<OverrideReason>(),
    /**
     * Interview stage results this change set, each `{stage, from, to}`; null when none did.
     * A stage-only change keeps the status (`from_status = to_status`).
     */
    stageChanges: jsonb("stage_changes").$type<CandidateStageChangeRow[]>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("candidate_events_candidate_idx").on(t.candidateId, t.createdAt)],
);
