import type { AssessmentKind, AttemptStatus } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, jsonObjectColumn, ref, timestamptz } from "./columns";
import { developers } from "./developers";

/**
 * One developer's attempt at an assessment. The assessment content lives in versioned data
 * files (API); the attempt pins `version`, so a new version never rescores an old attempt.
 */
export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: idColumn(),
    developerId: ref.owner("developer_id", () => developers.id),
    assessmentId: uuid("assessment_id").notNull(),
    kind: text("kind").$type<AssessmentKind>().notNull(),
    version: integer("version").notNull(),
    status: text("status").$type<AttemptStatus>().notNull().default("in_progress"),
    startedAt: timestamptz("started_at").notNull().defaultNow(),
    deadline: timestamptz("deadline").notNull(),
    submittedAt: timestamptz("submitted_at"),
    autoSubmitted: boolean("auto_submitted").notNull().default(false),
    /** questionId → chosen option (quiz) or Likert value (profile test). */
    answers: jsonObjectColumn<Record<string, number>>("answers"),
    /** taskId → last saved {language, code}. */
    code: jsonObjectColumn<Record<string, { language: string; code: string }>>("code"),
    score: integer("score"),
    passed: boolean("passed"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    /** The catalogue skill a passed quiz verifies. */
    skillCode: text("skill_code"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("assessment_attempts_developer_idx").on(t.developerId, t.createdAt),
    // One open attempt per developer and assessment (two tabs starting at once: one wins).
    uniqueIndex("assessment_attempts_open_key")
      .on(t.developerId, t.assessmentId)
      .where(sql`status = 'in_progress'`),
    index("assessment_attempts_verified_idx")
      .on(t.developerId, t.skillCode)
      .where(sql`passed and skill_code is not null`),
    check("assessment_attempts_status_check", sql`${t.status} in ('in_progress','submitted')`),
    check("assessment_attempts_kind_check", sql`${t.kind} in ('code','profile','quiz')`),
  ],
);
