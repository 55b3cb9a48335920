import { describe, expect, it } from "vitest";
import { AssessmentBank } from "./bank/bank";
import { jsonEqual } from "./judge";
import { scoreCode, scoreProfile, scoreQuiz } from "./scoring";

const bank = AssessmentBank.fromDirectory();
const quiz = bank.latest().find((f) => f.slug === "quiz-sql")!;
const profile = bank.latest().find((f) => f.kind === "profile")!;
const code = bank.latest().find((f) => f.kind === "code")!;
const skill = { code: "sql", name: "SQL" };

describe("bank files", () => {
  it("hold 50 profile items (10 per dimension) and ≥12 questions per quiz", () => {
    expect(profile.items).toHaveLength(50);
    const perDimension = new Map<string, number>();
    for (const i of profile.items!)
      perDimension.set(i.dimension, (perDimension.get(i.dimension) ?? 0) + 1);
    expect([...perDimension.values()]).toEqual([10, 10, 10, 10, 10]);
    const quizzes = bank.latest().filter((f) => f.kind === "quiz");
    expect(quizzes.map((f) => f.skills[0]).sort()).toEqual([
      "git",
      "javascript",
      "python",
      "react",
      "sql",
      "typescript",
    ]);
    for (const f of quizzes) expect(f.questions!.length).toBeGreaterThanOrEqual(12);
  });
});

describe("scoreQuiz", () => {
  it("counts unanswered questions as wrong and applies the pass mark", () => {
    const all = Object.fromEntries(quiz.questions!.map((q) => [q.id, q.answer]));
    expect(scoreQuiz(quiz, all, skill)).toMatchObject({ score: 100, passed: true, correct: 12 });
    expect(scoreQuiz(quiz, {}, skill)).toMatchObject({ score: 0, passed: false, correct: 0 });
    const eight = Object.fromEntries(quiz.questions!.slice(0, 8).map((q) => [q.id, q.answer]));
    expect(scoreQuiz(quiz, eight, skill)).toMatchObject({ score: 67, passed: false });
    const nine = Object.fromEntries(quiz.questions!.slice(0, 9).map((q) => [q.id, q.answer]));
    expect(scoreQuiz(quiz, nine, skill)).toMatchObject({ score: 75, passed: true });
  });
});

describe("scoreProfile", () => {
  it("reverses negatively keyed items and maps the 1–5 mean to 0–100", () => {
    const neutral = Object.fromEntries(profile.items!.map((i) => [i.id, 3]));
    expect(
      scoreProfile(profile, neutral).dimensions.every(
        (d) => d.score === 50 && d.level === "medium",
      ),
    ).toBe(true);
    const agreeAll = Object.fromEntries(profile.items!.map((i) => [i.id, 5]));
    const extraversion = scoreProfile(profile, agreeAll).dimensions.find(
      (d) => d.dimension === "extraversion",
    )!;
    expect(extraversion.score).toBe(50); // 5 positive (5) and 5 reversed (1)
    const empty = scoreProfile(profile, {});
    expect(empty).toMatchObject({ answered: 0, total: 50 });
  });

  it("ignores out-of-range values", () => {
    expect(scoreProfile(profile, { "ipip-1": 9 }).answered).toBe(0);
  });
});

describe("scoreCode and jsonEqual", () => {
  it("averages per-task scores", () => {
    const result = scoreCode(code, [
      { taskId: "a", language: "javascript", passedTests: 8, totalTests: 8 },
      { taskId: "b", language: null, passedTests: 0, totalTests: 9 },
      { taskId: "c", language: "typescript", passedTests: 6, totalTests: 9 },
    ]);
    expect(result.tasks.map((t) => t.score)).toEqual([100, 0, 67]);
    expect(result).toMatchObject({ score: 56, passed: false });
  });

  it("compares JSON structurally", () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: undefined }, {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual("1", 1)).toBe(false);
  });
});
