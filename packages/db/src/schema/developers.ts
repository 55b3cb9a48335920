import type {
  ApprovalStatus,
  CompletionStatus,
  EnglishLevel,
  MainSkillCategory,
  Platform,
  PlatformLinkApproval,
  ProfileSource,
  Seniority,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestampColumns, timestamptz } from "./columns";
import { users } from "./identity";

export const skills = pgTable(
  "skills",
  {
    id: idColumn(),
    /** A small stable number for compact integer-array encodings (talent_profiles.skill_codes). */
    num: integer("num").notNull().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    category: text("category").$type<MainSkillCategory>().notNull(),
    /** Optimistic concurrency for admin renames and merges. */
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("skills_code_key").on(t.code), uniqueIndex("skills_num_key").on(t.num)],
);

/**
 * Skills that do much of the same job (React ~ Preact): holding one earns partial credit for
 * the other in the ranking. One row per pair, `skill_id < related_skill_id`; strength 1–100 %.
 */
export const skillRelations = pgTable(
  "skill_relations",
  {
    skillId: ref.owner("skill_id", () => skills.id),
    relatedSkillId: ref.owner("related_skill_id", () => skills.id),
    strength: smallint("strength").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.relatedSkillId] }),
    index("skill_relations_related_idx").on(t.relatedSkillId),
    check("skill_relations_order_check", sql`${t.skillId} < ${t.relatedSkillId}`),
    check("skill_relations_strength_check", sql`${t.strength} between 1 and 100`),
  ],
);

export const stacks = pgTable("stacks", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  version: integer("version").notNull().default(1),
});

/**
 * Former names of a skill or stack (after a rename or a merge), so searches by the
 * old name still find the survivor. `alias_key` is the lower-cased, unaccented name.
 */
export const catalogAliases = pgTable(
  "catalog_aliases",
  {
    id: idColumn(),
    kind: text("kind").notNull(),
    /** The skill's or stack's code the alias points at. */
    code: text("code").notNull(),
    alias: text("alias").notNull(),
    aliasKey: text("alias_key").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("catalog_aliases_key").on(t.kind, t.aliasKey),
    index("catalog_aliases_code_idx").on(t.kind, t.code),
    check("catalog_aliases_kind_check", sql`${t.kind} in ('skill','stack')`),
  ],
);

/**
 * A developer's one conversation with the matchers team. `last_message_seq` and
 * `last_message_at` are kept by the message insert (inbox order without an aggregate).
 */
export const chats = pgTable("chats", {
  id: idColumn(),
  name: text("name").notNull(),
  avatar: text("avatar"),
  /** The matcher who took the conversation; null: the whole team's. */
  assignedUserId: uuid("assigned_user_id").references((): AnyPgColumn => users.id, {
    onDelete: "set null",
  }),
  lastMessageSeq: bigint("last_message_seq", { mode: "number" }).notNull().default(0),
  lastMessageAt: timestamptz("last_message_at"),
  createdAt: createdAtColumn(),
});

/** The developer's professional profile; `id` is the spec's professionalId. */
export const developers = pgTable(
  "developers",
  {
    id: idColumn(),
    userId: ref.cleared("user_id", () => users.id),
    hashedId: text("hashed_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    photoUrl: text("photo_url"),
    phone: text("phone"),
    location: text("location"),
    locationId: text("location_id"),
    /** IANA time zone of the working day (defaulted from the location). */
    timeZone: text("time_zone"),
    /** The stated working day in local minutes since midnight; null: 09:00–18:00. */
    workStartMinute: smallint("work_start_minute"),
    workEndMinute: smallint("work_end_minute"),
    techRole: text("tech_role").$type<MainSkillCategory>().notNull().default("custom"),
    mainStackCode: text("main_stack_code").references(() => stacks.code),
    seniority: text("seniority").$type<Seniority>().notNull().default("junior"),
    devExperienceMonths: integer("dev_experience_months").notNull().default(0),
    englishLevel: text("english_level").$type<EnglishLevel>(),
    bio: text("bio").notNull().default(""),
    linkedinUrl: text("linkedin_url"),
    githubUrl: text("github_url"),
    profileSource: text("profile_source").$type<ProfileSource>().notNull().default("register"),
    approval: text("approval").$type<ApprovalStatus>().notNull().default("pending"),
    /** Why a superAdmin disapproved the profile (the developer sees it). */
    approvalReason: text("approval_reason"),
    approvalChangedAt: timestamptz("approval_changed_at"),
    onboarding: text("onboarding").$type<CompletionStatus>().notNull().default("pending"),
    chatId: ref.required("chat_id", () => chats.id),
    /** `/public-profile/{id}` is served only when the developer turns it on. */
    publicProfileEnabled: boolean("public_profile_enabled").notNull().default(false),
    /** Search engines may index the public profile (`noindex` unless opted in). */
    publicProfileIndexable: boolean("public_profile_indexable").notNull().default(false),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("developers_user_key").on(t.userId),
    uniqueIndex("developers_hashed_id_key").on(t.hashedId),
    // The retention job's walk over sourced profiles untouched since its cut-off: without it,
    // the job joined every developer to every user and ran into the statement timeout at 1M.
    index("developers_sourced_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.profileSource} <> 'register'`),
    check(
      "developers_seniority_check",
      sql`${t.seniority} in ('junior','junior_advanced','semi_senior','semi_senior_advanced','senior')`,
    ),
    check("developers_approval_check", sql`${t.approval} in ('pending','approved','disapproved')`),
    check("developers_onboarding_check", sql`${t.onboarding} in ('pending','completed')`),
    check(
      "developers_source_check",
      sql`${t.profileSource} in ('register','dataset','extension','linkedin_creator')`,
    ),
    check("developers_experience_check", sql`${t.devExperienceMonths} >= 0`),
    check(
      "developers_work_hours_check",
      sql`(${t.workStartMinute} is null) = (${t.workEndMinute} is null) and coalesce(${t.workStartMinute} >= 0 and ${t.workStartMinute} < ${t.workEndMinute} and ${t.workEndMinute} <= 1440, true)`,
    ),
  ],
);

export const developerSkills = pgTable(
  "developer_skills",
  {
    developerId: ref.owner("developer_id", () => developers.id),
    skillId: ref.required("skill_id", () => skills.id),
    level: integer("level").notNull(),
    years: integer("years"),
  },
  (t) => [
    primaryKey({ columns: [t.developerId, t.skillId] }),
    check("developer_skills_level_check", sql`${t.level} between 0 and 5`),
  ],
);

export const platformLinks = pgTable(
  "platform_links",
  {
    id: idColumn(),
    developerId: ref.owner("developer_id", () => developers.id),
    platform: text("platform").$type<Platform>().notNull(),
    url: text("url").notNull(),
    approval: text("approval").$type<PlatformLinkApproval>().notNull().default("pending"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      "platform_links_platform_check",
      sql`${t.platform} in ('github','gitlab','linkedin','stackoverflow','portfolio','other')`,
    ),
    check("platform_links_approval_check", sql`${t.approval} in ('pending','approved','declined')`),
  ],
);
