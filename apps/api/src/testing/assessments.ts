import type { AttemptDetail } from "@encaja/contracts";
import { schema } from "@encaja/db";
import { eq, sql } from "drizzle-orm";
import type { TestApp } from "./app";

export const CODE_ASSESSMENT_ID = "a0c0de00-7d3b-4c2e-9f10-3b5a6c7d8e01";
export const PROFILE_TEST_ID = "b5e0c8a4-2f61-4d7e-8c1a-6a9f3e2d1c00";
export const JAVASCRIPT_QUIZ_ID = "c1a7e0d2-5b1f-4c39-9a0a-1f2e3d4c5b01";

/** Correct solutions of the v1 code tasks, by task id. */
export const codeSolutions: Record<string, string> = {
  "sum-of-evens":
    "function sumOfEvens(numbers) { return numbers.filter((n) => n % 2 === 0).reduce((a, b) => a + b, 0); }",
  palindrome:
    "function isPalindrome(text: string): boolean { const s = text.toLowerCase().replace(/[^a-z0-9]/g, ''); return s === [...s].reverse().join(''); }",
  "merge-intervals": `function mergeIntervals(intervals) {
    const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [s, e] of sorted) {
      const last = out[out.length - 1];
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else out.push([s, e]);
    }
    return out;
  }`,
};

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
