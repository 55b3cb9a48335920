import type { AttemptDetail } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import type { TestApp } from "./app";

export { CODE_ASSESSMENT_ID, codeSolutions } from "./code-solutions";

export const PROFILE_TEST_ID = "b5e0c8a4-2f61-4d7e-8c1a-6a9f3e2d1c00";
export const JAVASCRIPT_QUIZ_ID = "c1a7e0d2-5b1f-4c39-9a0a-1f2e3d4c5b01";

export async function startAttempt(t: TestApp, headers: object, assessmentId: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/assessments/${assessmentId}/attempts`,
    headers: headers as Record<string, string>,
  });
  return { res, attempt: res.json() as AttemptDetail };
}

/** Moves an attempt's deadline into the past (the clock is the database's). */
export async function expireAttempt(t: TestApp, attemptId: string) {
  await t.db.db
    .update(schema.assessmentAttempts)
    .set({
      startedAt: sql`now() - interval '2 hours'`,
      deadline: sql`now() - interval '1 minute'`,
    })
    .where(eq(schema.assessmentAttempts.id, attemptId));
}

/** Pretends an attempt was submitted `days` ago (retake cool-downs). */
export async function ageSubmission(t: TestApp, attemptId: string, days: number) {
  await t.db.db
    .update(schema.assessmentAttempts)
    .set({ submittedAt: sql`now() - make_interval(days => ${days}::int)` })
    .where(eq(schema.assessmentAttempts.id, attemptId));
}
