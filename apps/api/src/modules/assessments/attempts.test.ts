import { AttemptDetail, DeveloperAssessmentResults, MyAssessments } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import {
  ageSubmission,
  expireAttempt,
  JAVASCRIPT_QUIZ_ID,
  PROFILE_TEST_ID,
  startAttempt,
} from "../../testing/assessments";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { AssessmentBank } from "./bank/bank";

const t = setupTestApp();

type Headers = Record<string, string>;
const developer = () => createSignedInUser(t.db.db, "developer");
const { post, get, send } = requestsWith(t);
const answer = (id: string, headers: Headers, questionId: string, value: unknown) =>
  post(`/attempts/${id}/answers`, headers, { questionId, answer: value });
const quizAnswers = () => {
  const file = t.app.assessments.bank.find(JAVASCRIPT_QUIZ_ID)!;
  return file.questions!.map((q) => [q.id, q.answer] as const);
};

describe("POST /assessments/{id}/attempts", () => {
  it("opens an attempt with a server deadline; starting again resumes the same attempt", async () => {
    const dev = await developer();
    const { res, attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    expect(res.statusCode).toBe(201);
    AttemptDetail.parse(attempt);
    expect(attempt).toMatchObject({
      status: "in_progress",
      kind: "quiz",
      version: 1,
      result: null,
    });
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(15 * 60_000);
    expect(attempt.questions).toHaveLength(12);
    expect(JSON.stringify(attempt)).not.toMatch(/"answer"/);
    const again = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    expect(again.res.statusCode).toBe(200);
    expect(again.attempt.id).toBe(attempt.id);
  });

  it("lets exactly one of two simultaneous starts create the attempt", async () => {
    const dev = await developer();
    const [a, b] = await Promise.all([
      startAttempt(t, dev.headers, PROFILE_TEST_ID),
      startAttempt(t, dev.headers, PROFILE_TEST_ID),
    ]);
    expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([200, 201]);
    expect(a.attempt.id).toBe(b.attempt.id);
  });

  it("answers 404 for an unknown assessment and 403 for non-developers", async () => {
    const dev = await developer();
    const missing = await startAttempt(t, dev.headers, "00000000-0000-4000-8000-000000000000");
    expect(missing.res.statusCode).toBe(404);
    for (const role of ["customer", "matchers", "superAdmin"] as const) {
      const other = await createSignedInUser(t.db.db, role);
      expect((await startAttempt(t, other.headers, JAVASCRIPT_QUIZ_ID)).res.statusCode).toBe(403);
    }
  });
});

describe("quiz: autosave, submit, verified skill, cool-down", () => {
  it("scores on the server, verifies the skill for staff and blocks a retake for 14 days", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    const answers = quizAnswers();
    for (const [questionId, value] of answers.slice(0, 10)) {
      const res = await answer(attempt.id, dev.headers, questionId, value);
      expect(res.statusCode).toBe(200);
    }
    // Two wrong answers: 10/12 = 83 %.
    for (const [questionId, value] of answers.slice(10)) {
      await answer(attempt.id, dev.headers, questionId, value === 0 ? 1 : 0);
    }
    const resumed = AttemptDetail.parse((await get(`/attempts/${attempt.id}`, dev.headers)).json());
    expect(Object.keys(resumed.answers)).toHaveLength(12);

    const submitted = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: "submitted",
      autoSubmitted: false,
      result: {
        kind: "quiz",
        score: 83,
        passed: true,
        correct: 10,
        total: 12,
        skill: { code: "javascript" },
      },
    });

    const matcher = await createSignedInUser(t.db.db, "matchers");
    const staff = await get(`/developers/${dev.developerId}/assessments`, matcher.headers);
    const results = expectBody(staff, DeveloperAssessmentResults);
    expect(results.verifiedSkills.map((s) => s.code)).toEqual(["javascript"]);
    expect(results.results).toHaveLength(1);

    const retake = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    expect(retake.res.statusCode).toBe(409);
    expect(retake.res.json()).toMatchObject({
      code: "ASSESSMENT_COOLDOWN",
      retakeAt: expect.any(String),
    });

    const mine = MyAssessments.parse((await get("/developers/me/assessments", dev.headers)).json());
    expect(mine.results.map((r) => r.id)).toEqual([attempt.id]);
    expect(mine.available.find((a) => a.id === JAVASCRIPT_QUIZ_ID)?.retakeAt).not.toBeNull();
    expect(mine.available.find((a) => a.id === PROFILE_TEST_ID)?.retakeAt).toBeNull();

    await ageSubmission(t, attempt.id, 15);
    expect((await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID)).res.statusCode).toBe(201);
  });

  it("does not verify a skill on a failing score", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    const [first] = quizAnswers();
    await answer(attempt.id, dev.headers, first![0], first![1]);
    const res = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    expect(res.json().result).toMatchObject({ score: 8, passed: false });
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const staff = await get(`/developers/${dev.developerId}/assessments`, admin.headers);
    expect(staff.json().verifiedSkills).toEqual([]);
  });

  it.each([
    [{ questionId: "nope", answer: 1 }, "body.questionId"],
    [{ questionId: "javascript-q1", answer: 4 }, "body.answer"],
    [{ questionId: "javascript-q1", answer: -1 }, "body.answer"],
    [{ questionId: "javascript-q1", answer: "a" }, "body.answer"],
    [{ questionId: "javascript-q1" }, "body.answer"],
    [{ questionId: "javascript-q1", answer: 1, extra: true }, "body"],
    [
      { questionId: "sum-of-evens", answer: { language: "javascript", code: "x" } },
      "body.questionId",
    ],
  ])("rejects answer %j with 400 VALIDATION", async (payload, path) => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    const res = await post(`/attempts/${attempt.id}/answers`, dev.headers, payload);
    expectValidationError(res, path);
  });
});

describe("ownership, double submit and the deadline", () => {
  it("answers 404 for another developer's attempt on every attempt endpoint", async () => {
    const owner = await developer();
    const intruder = await developer();
    const { attempt } = await startAttempt(t, owner.headers, JAVASCRIPT_QUIZ_ID);
    const calls = [
      get(`/attempts/${attempt.id}`, intruder.headers),
      answer(attempt.id, intruder.headers, "javascript-q1", 1),
      post(`/attempts/${attempt.id}/runs`, intruder.headers, {
        taskId: "x",
        language: "javascript",
        code: "",
      }),
      post(`/attempts/${attempt.id}/submit`, intruder.headers),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    const fresh = await get(`/attempts/${attempt.id}`, owner.headers);
    expect(fresh.json()).toMatchObject({ status: "in_progress", answers: {} });
  });

  it("two tabs submitting at once get the same single result; later answers get 409", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    for (const [questionId, value] of quizAnswers())
      await answer(attempt.id, dev.headers, questionId, value);
    const [a, b] = await Promise.all([
      post(`/attempts/${attempt.id}/submit`, dev.headers),
      post(`/attempts/${attempt.id}/submit`, dev.headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().submittedAt).toBe(b.json().submittedAt);
    expect(a.json().result).toEqual(b.json().result);
    expect(a.json().result.score).toBe(100);
    const late = await answer(attempt.id, dev.headers, "javascript-q1", 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("ATTEMPT_CLOSED");
  });

  it("after the deadline, saving is refused and the attempt is submitted with what was saved", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    const [[questionId, value]] = quizAnswers() as [readonly [string, number]];
    await answer(attempt.id, dev.headers, questionId, value);
    await expireAttempt(t, attempt.id);
    const late = await answer(attempt.id, dev.headers, "javascript-q2", 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("ATTEMPT_CLOSED");
    const res = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    expect(res.json()).toMatchObject({
      status: "submitted",
      autoSubmitted: true,
      result: { correct: 1 },
    });
    expect(Date.parse(res.json().submittedAt)).toBeLessThanOrEqual(Date.parse(res.json().deadline));
  });

  it("submits an expired attempt when the developer lists their assessments", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, PROFILE_TEST_ID);
    await answer(attempt.id, dev.headers, "ipip-1", 5);
    await expireAttempt(t, attempt.id);
    const mine = MyAssessments.parse((await get("/developers/me/assessments", dev.headers)).json());
    expect(mine.inProgress).toEqual([]);
    expect(mine.results[0]).toMatchObject({
      id: attempt.id,
      autoSubmitted: true,
      result: { kind: "profile", answered: 1 },
    });
  });
});

describe("professional profile test", () => {
  it("saves Likert answers (1–5), resumes them and scores five dimensions with explanations' levels", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, PROFILE_TEST_ID);
    expect(attempt.questions.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(24 * 3_600_000);
    const items = t.app.assessments.bank.find(PROFILE_TEST_ID)!.items!;
    // Agree with every positively keyed statement, disagree with every reversed one...
    for (const item of items) {
      const value = item.keyed === "+" ? 5 : 1;
      expect((await answer(attempt.id, dev.headers, item.id, value)).statusCode).toBe(200);
    }
    // ...except neuroticism markers: "Get stressed out easily" answered 5 lowers emotional stability.
    const stability = items.filter((i) => i.dimension === "emotionalStability");
    for (const item of stability)
      await answer(attempt.id, dev.headers, item.id, 6 - (item.keyed === "+" ? 5 : 1));
    expect((await answer(attempt.id, dev.headers, "ipip-1", 0)).statusCode).toBe(400);
    expect((await answer(attempt.id, dev.headers, "ipip-1", 6)).statusCode).toBe(400);

    const res = await post(`/attempts/${attempt.id}/submit`, dev.headers);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ kind: "profile", answered: items.length, total: items.length });
    const scores = Object.fromEntries(
      result.dimensions.map((d: { dimension: string; score: number; level: string }) => [
        d.dimension,
        [d.score, d.level],
      ]),
    );
    expect(scores).toEqual({
      extraversion: [100, "high"],
      agreeableness: [100, "high"],
      conscientiousness: [100, "high"],
      emotionalStability: [0, "low"],
      openness: [100, "high"],
    });
    expect((await startAttempt(t, dev.headers, PROFILE_TEST_ID)).res.json().code).toBe(
      "ASSESSMENT_COOLDOWN",
    );
    await ageSubmission(t, attempt.id, 89);
    expect((await startAttempt(t, dev.headers, PROFILE_TEST_ID)).res.statusCode).toBe(409);
    await ageSubmission(t, attempt.id, 91);
    expect((await startAttempt(t, dev.headers, PROFILE_TEST_ID)).res.statusCode).toBe(201);
  });
});

describe("versioned banks", () => {
  it("scores an attempt against the version it started on, not a newer one", async () => {
    const original = t.app.assessments.bank;
    const v1 = original.find(JAVASCRIPT_QUIZ_ID)!;
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, JAVASCRIPT_QUIZ_ID);
    for (const [questionId, value] of quizAnswers())
      await answer(attempt.id, dev.headers, questionId, value);
    // v2 changes every correct answer and drops a question.
    const v2 = {
      ...v1,
      version: 2,
      questions: v1
        .questions!.slice(1)
        .map((q) => ({ ...q, answer: (q.answer + 1) % q.options.length })),
    };
    t.app.assessments.bank = new AssessmentBank([
      ...original.latest().filter((f) => f.id !== v1.id),
      v1,
      v2,
    ]);
    try {
      const detail = await get(`/attempts/${attempt.id}`, dev.headers);
      expect(detail.json().questions).toHaveLength(12);
      const res = await post(`/attempts/${attempt.id}/submit`, dev.headers);
      expect(res.json()).toMatchObject({ version: 1, result: { score: 100, total: 12 } });
      const other = await developer();
      expect((await startAttempt(t, other.headers, JAVASCRIPT_QUIZ_ID)).attempt).toMatchObject({
        version: 2,
      });
    } finally {
      t.app.assessments.bank = original;
    }
  });
});

describe("GET /developers/{professionalId}/assessments (staff)", () => {
  it("answers 404 for an unknown developer and 403 for developers and customers", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const missing = await get(
      "/developers/00000000-0000-4000-8000-000000000000/assessments",
      matcher.headers,
    );
    expect(missing.statusCode).toBe(404);
    const dev = await developer();
    for (const role of ["developer", "customer", "customerAssociate", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      const res = await get(`/developers/${dev.developerId}/assessments`, user.headers);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("account deletion", () => {
  it("erases the developer's attempts (profile test answers are personal data)", async () => {
    const dev = await developer();
    const { attempt } = await startAttempt(t, dev.headers, PROFILE_TEST_ID);
    await answer(attempt.id, dev.headers, "ipip-1", 4);
    const res = await send("DELETE", "/users/me", dev.headers, { password: dev.password });
    expect(res.statusCode).toBe(204);
    const rows = await t.db.db.query.assessmentAttempts.findMany({
      where: (a, { eq }) => eq(a.developerId, dev.developerId!),
    });
    expect(rows).toEqual([]);
  });
});
