import type { AttemptResult, ProfileDimension } from "@encaja/contracts";
import { profileDimensions } from "@encaja/contracts";
import type { BankFile } from "./bank/bank";

type Answers = Record<string, number>;
type Levels = "low" | "medium" | "high";

/** Quiz: share of correct answers (unanswered count as wrong) against the attempt's version. */
export function scoreQuiz(
  file: BankFile,
  answers: Answers,
  skill: { code: string; name: string },
): Extract<AttemptResult, { kind: "quiz" }> {
  const questions = file.questions ?? [];
  const correct = questions.filter((q) => answers[q.id] === q.answer).length;
  const score = questions.length ? Math.round((correct / questions.length) * 100) : 0;
  return {
    kind: "quiz",
    score,
    passed: score >= (file.passScore ?? 100),
    correct,
    total: questions.length,
    skill,
  };
}

const levelOf = (score: number): Levels => (score < 40 ? "low" : score < 60 ? "medium" : "high");

/**
 * Profile test: per dimension, the mean of the answered items (reverse-keyed items flipped)
 * mapped from the 1–5 scale to 0–100. A dimension with no answers scores the midpoint.
 */
export function scoreProfile(
  file: BankFile,
  answers: Answers,
): Extract<AttemptResult, { kind: "profile" }> {
  const items = file.items ?? [];
  const sums = new Map<ProfileDimension, { total: number; count: number }>();
  let answered = 0;
  for (const item of items) {
    const value = answers[item.id];
    if (value === undefined || value < 1 || value > 5) continue;
    answered++;
    const keyed = item.keyed === "+" ? value : 6 - value;
    const entry = sums.get(item.dimension) ?? { total: 0, count: 0 };
    entry.total += keyed;
    entry.count++;
    sums.set(item.dimension, entry);
  }
  const dimensions = profileDimensions.map((dimension) => {
    const entry = sums.get(dimension);
    const mean = entry?.count ? entry.total / entry.count : 3;
    const score = Math.round(((mean - 1) / 4) * 100);
    return { dimension, score, level: levelOf(score) };
  });
  return { kind: "profile", answered, total: items.length, dimensions };
}

export interface TaskOutcome {
  taskId: string;
  language: "javascript" | "typescript" | null;
  passedTests: number;
  totalTests: number;
}

/** Code: each task scores its share of passed tests (samples + hidden); the total is their mean. */
export function scoreCode(
  file: BankFile,
  tasks: TaskOutcome[],
): Extract<AttemptResult, { kind: "code" }> {
  const perTask = tasks.map((t) => ({
    ...t,
    score: t.totalTests ? Math.round((t.passedTests / t.totalTests) * 100) : 0,
  }));
  const score = perTask.length
    ? Math.round(perTask.reduce((sum, t) => sum + t.score, 0) / perTask.length)
    : 0;
  return { kind: "code", score, passed: score >= (file.passScore ?? 100), tasks: perTask };
}
