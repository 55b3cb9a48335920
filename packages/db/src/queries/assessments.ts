import type { AssessmentKind } from "@encaja/contracts";
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { assessmentAttempts, skills } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export type AttemptRow = typeof assessmentAttempts.$inferSelect;

export interface NewAttempt {
  developerId: string;
  assessmentId: string;
  kind: AssessmentKind;
  version: number;
  durationMinutes: number;
}

/**
 * Opens an attempt unless one is already open (the partial unique index decides between two
 * tabs starting at once). Returns the open attempt and whether this call created it.
 */
export async function openAttempt(
  db: Executor,
  row: NewAttempt,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const [created] = await db
    .insert(assessmentAttempts)
    .values({
      developerId: row.developerId,
      assessmentId: row.assessmentId,
      kind: row.kind,
      version: row.version,
      deadline: sql`now() + make_interval(mins => ${row.durationMinutes}::int)`,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { attempt: created, created: true };
  const open = await findOpenAttempt(db, row.developerId, row.assessmentId);
  if (!open) throw new Error("open attempt vanished");
  return { attempt: open, created: false };
}

/** A developer's attempts that meet every given condition. */
const selectDeveloperAttempts = (
  db: Executor,
  developerId: string,
  ...conditions: (SQL | undefined)[]
) =>
  db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.developerId, developerId), ...conditions));

export async function findOpenAttempt(db: Executor, developerId: string, assessmentId: string) {
  return firstRow(
    selectDeveloperAttempts(
      db,
      developerId,
      eq(assessmentAttempts.assessmentId, assessmentId),
      eq(assessmentAttempts.status, "in_progress"),
    ),
  );
}

export async function findAttempt(db: Executor, id: string) {
  return firstRow(db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)));
}

/** Every attempt of a developer, newest first. */
export async function listDeveloperAttempts(
  db: Executor,
  developerId: string,
  options: { submittedOnly?: boolean } = {},
) {
  return selectDeveloperAttempts(
    db,
    developerId,
    options.submittedOnly ? eq(assessmentAttempts.status, "submitted") : undefined,
  ).orderBy(desc(assessmentAttempts.createdAt), desc(assessmentAttempts.id));
}

/** Open attempts whose deadline passed (to be submitted with what was saved). */
export async function listExpiredOpenAttempts(db: Executor, developerId: string) {
  return selectDeveloperAttempts(
    db,
    developerId,
    eq(assessmentAttempts.status, "in_progress"),
    lt(assessmentAttempts.deadline, sql`now()`),
  ).orderBy(asc(assessmentAttempts.createdAt));
}

type Saved = { kind: "answer"; value: number } | { kind: "code"; language: string; code: string };

/**
 * Saves one answer or one task's code while the attempt is open and before its deadline.
 * Returns the updated row, or undefined when the attempt is closed (or not this developer's).
 */
export async function saveAttemptAnswer(
  db: Executor,
  params: { attemptId: string; developerId: string; key: string; saved: Saved },
) {
  const value =
    params.saved.kind === "answer"
      ? sql`jsonb_set(${assessmentAttempts.answers}, array[${params.key}]::text[], to_jsonb(${params.saved.value}::int))`
      : sql`jsonb_set(${assessmentAttempts.code}, array[${params.key}]::text[], jsonb_build_object('language', ${params.saved.language}::text, 'code', ${params.saved.code}::text))`;
  const [row] = await db
    .update(assessmentAttempts)
    .set(params.saved.kind === "answer" ? { answers: value } : { code: value })
    .where(
      and(
        eq(assessmentAttempts.id, params.attemptId),
        eq(assessmentAttempts.developerId, params.developerId),
        eq(assessmentAttempts.status, "in_progress"),
        sql`${assessmentAttempts.deadline} > now()`,
      ),
    )
    .returning();
  return row;
}

export interface AttemptScore {
  score: number | null;
  passed: boolean | null;
  result: Record<string, unknown>;
  skillCode: string | null;
  autoSubmitted: boolean;
}

/**
 * Closes an open attempt with its score. Atomic: of two concurrent submits exactly one
 * updates the row; the other gets undefined and reads the winner's result.
 * The answers/code comparison guards against scoring a stale snapshot: the update only
 * applies if what was scored is still what is saved.
 */
export async function closeAttempt(
  db: Executor,
  params: { attemptId: string; scoredFrom: AttemptRow; score: AttemptScore },
) {
  const { scoredFrom, score } = params;
  const [row] = await db
    .update(assessmentAttempts)
    .set({
      status: "submitted",
      submittedAt: score.autoSubmitted
        ? sql`least(now(), ${assessmentAttempts.deadline})`
        : sql`now()`,
      autoSubmitted: score.autoSubmitted,
      score: score.score,
      passed: score.passed,
      result: score.result,
      skillCode: score.skillCode,
    })
    .where(
      and(
        eq(assessmentAttempts.id, params.attemptId),
        eq(assessmentAttempts.status, "in_progress"),
        sql`${assessmentAttempts.answers} = ${JSON.stringify(scoredFrom.answers)}::jsonb`,
        sql`${assessmentAttempts.code} = ${JSON.stringify(scoredFrom.code)}::jsonb`,
      ),
    )
    .returning();
  return row;
}

/** Latest submission time per assessment (retake cool-downs). */
export async function lastSubmissions(db: Executor, developerId: string) {
  return db
    .select({
      assessmentId: assessmentAttempts.assessmentId,
      submittedAt: sql<Date>`max(${assessmentAttempts.submittedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.developerId, developerId),
        eq(assessmentAttempts.status, "submitted"),
      ),
    )
    .groupBy(assessmentAttempts.assessmentId);
}

/** Skills a developer has verified by passing a skill quiz (for profiles and matching). */
export async function verifiedSkillIds(db: Executor, professionalId: string): Promise<string[]> {
  const rows = await verifiedSkills(db, [professionalId]);
  return rows.map((r) => r.id);
}

/** Verified skills of several developers at once (profile lists, matching). */
export async function verifiedSkills(db: Executor, professionalIds: string[]) {
  if (!professionalIds.length) return [];
  return db
    .selectDistinct({
      developerId: assessmentAttempts.developerId,
      id: skills.id,
      code: skills.code,
      name: skills.name,
    })
    .from(assessmentAttempts)
    .innerJoin(skills, eq(skills.code, assessmentAttempts.skillCode))
    .where(
      and(
        inArray(assessmentAttempts.developerId, professionalIds),
        eq(assessmentAttempts.passed, true),
        eq(assessmentAttempts.status, "submitted"),
      ),
    )
    .orderBy(asc(skills.name));
}

/** Catalogue skills by code (assessment data names skills by code). */
export async function skillsByCodes(db: Executor, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select({ id: skills.id, code: skills.code, name: skills.name })
    .from(skills)
    .where(inArray(skills.code, codes));
}
