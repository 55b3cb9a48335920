import type {
  EnglishLevel,
  InterviewResult,
  InterviewStatus,
  InterviewType,
  QuestionLevel,
  ScoreKind,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, updatedAtColumn } from "./columns";
import { developers, skills } from "./developers";
import { users } from "./identity";
import { candidates } from "./offers";

/** The interviewed developer: interview rows and verifications go with the profile. */
const developerRef = () =>
  uuid("developer_id").references(() => developers.id, { onDelete: "cascade" });

/** The interview a row comes from; a verification outlives it (set null). */
const sourceInterviewRef = () =>
  uuid("interview_id").references((): AnyPgColumn => interviews.id, { onDelete: "set null" });

/**
 * A soft, hard (technical) or English interview of a developer, for an offer's candidate or
 * for a developer without an offer (decision 0025). A completed interview is final:
 * a correction is a new interview that `supersedes` it.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: idColumn(),
    type: text("type").$type<InterviewType>().notNull(),
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "cascade" }),
    developerId: developerRef().notNull(),
    interviewerUserId: uuid("interviewer_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    meetingUrl: text("meeting_url"),
    status: text("status").$type<InterviewStatus>().notNull().default("scheduled"),
    summary: text("summary").notNull().default(""),
    recommendation: text("recommendation").notNull().default(""),
    result: text("result").$type<InterviewResult>(),
    englishLevel: text("english_level").$type<EnglishLevel>(),
    /** RFC 5545 SEQUENCE of the invite: +1 on every reschedule or cancellation. */
    sequence: integer("sequence").notNull().default(0),
    supersedesId: uuid("supersedes_id").references((): AnyPgColumn => interviews.id, {
      onDelete: "set null",
    }),
    /** The developer's IANA time zone (invites and slot lists), when known. */
    developerTimeZone: text("developer_time_zone"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedByUserId: uuid("completed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // A slot is booked once: two developers racing for it, one insert wins.
    uniqueIndex("interviews_interviewer_slot_key")
      .on(t.interviewerUserId, t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
    index("interviews_interviewer_idx").on(t.interviewerUserId, t.scheduledAt),
    index("interviews_developer_idx").on(t.developerId, t.scheduledAt),
    index("interviews_candidate_idx").on(t.candidateId),
    index("interviews_created_idx").on(t.createdAt, t.id),
    check("interviews_type_check", sql`${t.type} in ('soft','hard','english')`),
    check("interviews_status_check", sql`${t.status} in ('scheduled','completed','cancelled')`),
    check(
      "interviews_result_check",
      sql`${t.result} is null or ${t.result} in ('approved','not_approved')`,
    ),
    check(
      "interviews_english_level_check",
      sql`${t.englishLevel} is null or ${t.englishLevel} in ('a1','a2','b1','b2','c1','c2')`,
    ),
    check("interviews_duration_check", sql`${t.durationMinutes} between 15 and 240`),
  ],
);

/** One scorecard row: a skill (key = skill code) or a criterion (key = criterion code). */
export const interviewScores = pgTable(
  "interview_scores",
  {
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ScoreKind>().notNull(),
    key: text("key").notNull(),
    score: smallint("score"),
    note: text("note").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.kind, t.key] }),
    check("interview_scores_kind_check", sql`${t.kind} in ('skill','criterion')`),
    check("interview_scores_score_check", sql`${t.score} is null or ${t.score} between 0 and 5`),
  ],
);

/** An interviewer's weekly availability: windows of local wall time in `time_zone`. */
export const interviewerAvailability = pgTable(
  "interviewer_availability",
  {
    id: idColumn(),
    interviewerUserId: uuid("interviewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [
    index("interviewer_availability_user_idx").on(t.interviewerUserId, t.weekday),
    check("interviewer_availability_weekday_check", sql`${t.weekday} between 1 and 7`),
    check(
      "interviewer_availability_window_check",
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Skill levels an interviewer verified in a completed hard interview (the latest one wins). */
export const interviewVerifiedSkills = pgTable(
  "interview_verified_skills",
  {
    developerId: developerRef().notNull(),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id),
    /** The scorecard's 0–5 score. */
    level: smallint("level").notNull(),
    interviewId: sourceInterviewRef(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.developerId, t.skillId] }),
    check("interview_verified_skills_level_check", sql`${t.level} between 0 and 5`),
  ],
);

/** The English level verified by a completed English interview (the latest one wins). */
export const interviewVerifiedEnglish = pgTable(
  "interview_verified_english",
  {
    developerId: developerRef().primaryKey(),
    level: text("level").$type<EnglishLevel>().notNull(),
    interviewId: sourceInterviewRef(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "interview_verified_english_level_check",
      sql`${t.level} in ('a1','a2','b1','b2','c1','c2')`,
    ),
  ],
);

/**
 * The question bank interview kits suggest from (decision 0055): a technical question for one
 * skill, a question for one criterion of its kind, or a technical question for any skill
 * without its own (`{skill}` in the text is the skill's name).
 */
export const interviewQuestions = pgTable(
  "interview_questions",
  {
    id: idColumn(),
    kind: text("kind").$type<InterviewType>().notNull(),
    skillId: uuid("skill_id").references(() => skills.id, { onDelete: "cascade" }),
    criterion: text("criterion"),
    level: text("level").$type<QuestionLevel>().notNull(),
    textEs: text("text_es").notNull(),
    textEn: text("text_en").notNull(),
    position: smallint("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("interview_questions_kit_idx").on(t.kind, t.skillId, t.level),
    check("interview_questions_kind_check", sql`${t.kind} in ('soft','hard','english')`),
    check("interview_questions_level_check", sql`${t.level} in ('junior','semi_senior','senior')`),
    check(
      "interview_questions_subject_check",
      sql`${t.skillId} is null or (${t.kind} = 'hard' and ${t.criterion} is null)`,
    ),
  ],
);
