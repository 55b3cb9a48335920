import type { Db } from "@encaja/db/client";
import { findDeveloperByUserId, findLoginByEmail } from "@encaja/db/queries";
import {
  type AssessmentDeps,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from "../modules/assessments/assessments.service";
import { AssessmentBank } from "../modules/assessments/bank/bank";
import { SandboxPool } from "../modules/assessments/sandbox/pool";

const TYPESCRIPT_QUIZ_SLUG = "quiz-typescript";
const PROFILE_TEST_SLUG = "professional-profile-test";

/**
 * The demo developer has taken the TypeScript quiz (passed: a verified skill on their profile) and the
 * professional profile test, through the same service calls a developer's browser makes.
 */
export async function seedDemoAssessments(db: Db): Promise<void> {
  const login = await findLoginByEmail(db, "developer@demo.encaja.dev");
  const developer = login && (await findDeveloperByUserId(db, login.userId));
  if (!developer) return;
  const bank = AssessmentBank.fromDirectory();
  // Quizzes and the profile test never run code: the pool spawns no worker unless used.
  const sandbox = new SandboxPool({ size: 1 });
  const deps: AssessmentDeps = { db, bank, sandbox };
  try {
    const quiz = bank.latest().find((f) => f.slug === TYPESCRIPT_QUIZ_SLUG);
    if (quiz?.questions) {
      const { attempt } = await startAttempt(deps, developer.id, quiz.id);
      for (const [index, question] of quiz.questions.entries()) {
        // One wrong answer: 11 of 12.
        const value =
          index === 4 ? (question.answer + 1) % question.options.length : question.answer;
        await saveAnswer(deps, developer.id, attempt.id, {
          questionId: question.id,
          answer: value,
        });
      }
      await submitAttempt(deps, developer.id, attempt.id);
    }
    const profile = bank.latest().find((f) => f.slug === PROFILE_TEST_SLUG);
    if (profile?.items) {
      const { attempt } = await startAttempt(deps, developer.id, profile.id);
      const leaning = {
        extraversion: 3,
        agreeableness: 4,
        conscientiousness: 5,
        emotionalStability: 4,
        openness: 4,
      };
      for (const item of profile.items) {
        const agree = leaning[item.dimension];
        await saveAnswer(deps, developer.id, attempt.id, {
          questionId: item.id,
          answer: item.keyed === "+" ? agree : 6 - agree,
        });
      }
      await submitAttempt(deps, developer.id, attempt.id);
    }
  } finally {
    await sandbox.close();
  }
}
