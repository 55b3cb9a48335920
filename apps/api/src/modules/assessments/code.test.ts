import { RunResult } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectValidationError } from "../../testing/assertions";
import { CODE_ASSESSMENT_ID, codeSolutions, startAttempt } from "../../testing/assessments";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { SandboxPool } from "./sandbox/pool";

const t = setupTestApp();

type Headers = Record<string, string>;
const developer = () => createSignedInUser(t.db.db, "developer");
const { post, get } = requestsWith(t);
const run = (id: string, headers: Headers, taskId: string, code: string, language = "javascript") =>
  post(`/attempts/${id}/runs`, headers, { taskId, language, code });

describe("code assessment", () => {
  it("starts with 2–3 tasks, starters in both languages and only the sample tests", async () => {
    const dev = await developer();
    const { res, attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    expect(res.statusCode).toBe(201);
    expect(attempt.tasks.map((task) => [task.id, task.difficulty])).toEqual([
      ["sum-of-evens", "easy"],
      ["palindrome", "easy"],
      ["merge-intervals", "medium"],
    ]);
    for (const task of attempt.tasks) {
      expect(task.starter.javascript).toContain(task.functionName);
      expect(task.starter.typescript).toContain(task.functionName);
      expect(task.hiddenTestCount).toBeGreaterThan(0);
    }
    expect(res.body).not.toMatch(/"hidden"/);
  });

  it("runs the samples: passes, failures with expected/actual, timeouts and errors; saves the code", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    const good = await run(attempt.id, dev.headers, "sum-of-evens", codeSolutions["sum-of-evens"]!);
    expect(good.statusCode).toBe(200);
    expect(RunResult.parse(good.json())).toMatchObject({ passed: 3, total: 3 });

    const wrong = RunResult.parse(
      (
        await run(attempt.id, dev.headers, "sum-of-evens", "function sumOfEvens(n) { return 1; }")
      ).json(),
    );
    expect(wrong.tests[0]).toMatchObject({
      status: "failed",
      args: [[1, 2, 3, 4]],
      expected: 6,
      actual: 1,
    });

    const ts = RunResult.parse(
      (
        await run(attempt.id, dev.headers, "palindrome", codeSolutions.palindrome!, "typescript")
      ).json(),
    );
    expect(ts).toMatchObject({ language: "typescript", passed: 3 });

    const loop = RunResult.parse(
      (
        await run(
          attempt.id,
          dev.headers,
          "merge-intervals",
          "function mergeIntervals() { for (;;) {} }",
        )
      ).json(),
    );
    expect(loop.tests.map((x) => x.status)).toEqual(["timeout", "timeout", "timeout"]);

    const hostile = RunResult.parse(
      (
        await run(
          attempt.id,
          dev.headers,
          "merge-intervals",
          "function mergeIntervals() { return process.exit(1); }",
        )
      ).json(),
    );
    expect(hostile.tests[0]).toMatchObject({
      status: "runtime_error",
      message: expect.stringMatching(/process/),
    });

    const saved = await get(`/attempts/${attempt.id}`, dev.headers);
    expect(saved.json().code).toMatchObject({
      "sum-of-evens": { language: "javascript", code: "function sumOfEvens(n) { return 1; }" },
      palindrome: { language: "typescript" },
    });
  });

  it.each([
    [{ taskId: "nope", language: "javascript", code: "" }, "body.taskId"],
    [{ taskId: "palindrome", language: "python", code: "" }, "body.language"],
    [{ taskId: "palindrome", language: "javascript", code: "x".repeat(20_001) }, "body.code"],
    [{ taskId: "palindrome", language: "javascript" }, "body.code"],
  ])("rejects run %# with 400 VALIDATION", async (payload, path) => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    const res = await post(`/attempts/${attempt.id}/runs`, dev.headers, payload);
    expectValidationError(res, path);
  });

  it("scores each task on samples + hidden tests at submit; runs after submit get 409", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    await post(`/attempts/${attempt.id}/answers`, dev.headers, {
      questionId: "sum-of-evens",
      answer: { language: "javascript", code: codeSolutions["sum-of-evens"] },
    });
    await post(`/attempts/${attempt.id}/answers`, dev.headers, {
      questionId: "palindrome",
      answer: { language: "typescript", code: codeSolutions.palindrome },
    });
    // Passes the samples only: hard-coded answers do not survive the hidden tests.
    await post(`/attempts/${attempt.id}/answers`, dev.headers, {
      questionId: "merge-intervals",
      answer: {
        language: "javascript",
        code: "function mergeIntervals(x) { return x.length === 3 ? [[1, 6], [8, 10]] : x.length === 2 ? [[1, 5]] : []; }",
      },
    });
    const res = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.kind).toBe("code");
    expect(result.tasks).toEqual([
      { taskId: "sum-of-evens", language: "javascript", score: 100, passedTests: 8, totalTests: 8 },
      { taskId: "palindrome", language: "typescript", score: 100, passedTests: 9, totalTests: 9 },
      expect.objectContaining({
        taskId: "merge-intervals",
        passedTests: 3,
        totalTests: 9,
        score: 33,
      }),
    ]);
    expect(result).toMatchObject({ score: 78, passed: true });
    const late = await run(attempt.id, dev.headers, "palindrome", codeSolutions.palindrome!);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("ATTEMPT_CLOSED");
  });

  it("answers staff the code tasks' titles in both languages, never only their slugs", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    const submitted = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    const taskIds = (submitted.json().result.tasks as Array<{ taskId: string }>).map(
      (task) => task.taskId,
    );
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const res = await get(`/developers/${dev.developerId}/assessments`, matcher.headers);
    const { taskTitles } = res.json() as { taskTitles: Record<string, { es: string; en: string }> };
    expect(taskIds.length).toBeGreaterThan(0);
    for (const id of taskIds) {
      expect(taskTitles[id]?.es, id).toMatch(/\S/);
      expect(taskTitles[id]?.en, id).toMatch(/\S/);
      expect(taskTitles[id]?.en).not.toBe(id);
    }
  });

  it("gives 0 to tasks left empty", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    const res = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    expect(res.json().result).toMatchObject({ score: 0, passed: false });
  });

  it("allows one sample run at a time per developer (429 for the second)", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    const loop = "function mergeIntervals() { for (;;) {} }";
    const [a, b] = await Promise.all([
      run(attempt.id, dev.headers, "merge-intervals", loop),
      run(attempt.id, dev.headers, "merge-intervals", loop),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect([a, b].find((r) => r.statusCode === 429)!.json().code).toBe("RATE_LIMITED");
    const after = await run(
      attempt.id,
      dev.headers,
      "sum-of-evens",
      codeSolutions["sum-of-evens"]!,
    );
    expect(after.statusCode).toBe(200);
  });

  it("answers 503 SANDBOX_BUSY when the sandbox queue is full", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, CODE_ASSESSMENT_ID);
    const original = t.app.assessments.sandbox;
    t.app.assessments.sandbox = new SandboxPool({ size: 1, maxQueue: 0 });
    try {
      const res = await run(attempt.id, dev.headers, "palindrome", codeSolutions.palindrome!);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe("SANDBOX_BUSY");
      expect(res.headers["retry-after"]).toBe("5");
    } finally {
      await t.app.assessments.sandbox.close();
      t.app.assessments.sandbox = original;
    }
  });
});
