import { readFileSync } from "node:fs";
import { routes } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, type Session } from "./api";

/** A quiz of the API's assessment bank, with its answers (what a test needs of it). */
export type BankQuiz = {
  id: string;
  title: { es: string; en: string };
  durationMinutes: number;
  questions: Array<{
    id: string;
    prompt: { es: string };
    options: Array<{ es: string }>;
    answer: number;
  }>;
};

/** Reads a quiz of the bank, e.g. `quiz-typescript` (the file is versioned `.v1.json`). */
export function bankQuiz(slug: string): BankQuiz {
  const file = new URL(
    `../../apps/api/src/modules/assessments/bank/data/${slug}.v1.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, "utf8")) as BankQuiz;
}

/** The developer takes the quiz through the API, answering every question right. */
export async function passQuiz(
  request: APIRequestContext,
  developer: Session,
  quiz: BankQuiz,
): Promise<void> {
  const attempt = await apiCall(
    request,
    routes.assessments.start,
    { params: { id: quiz.id } },
    { session: developer },
  );
  for (const question of quiz.questions) {
    await apiCall(
      request,
      routes.assessments.saveAnswer,
      { params: { id: attempt.id }, body: { questionId: question.id, answer: question.answer } },
      { session: developer },
    );
  }
  await apiCall(
    request,
    routes.assessments.submit,
    { params: { id: attempt.id } },
    { session: developer },
  );
}
