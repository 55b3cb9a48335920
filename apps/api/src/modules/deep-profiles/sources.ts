import { type DeepProfileSources, scorecardRowLabel } from "@encaja/contracts";
import {
  completedInterviewsOf,
  type Executor,
  listDeveloperAttempts,
  scorecardRowsOf,
} from "@encaja/db/queries";
import { AssessmentBank } from "../assessments/bank/bank";

let bank: AssessmentBank | undefined;

/** The assessment bank read once per process (titles of finished attempts). */
export function assessmentBank(): AssessmentBank {
  bank ??= AssessmentBank.fromDirectory();
  return bank;
}

/** What a deep profile of `developerId` may quote: completed interviews and finished attempts. */
export async function loadSources(db: Executor, developerId: string): Promise<DeepProfileSources> {
  const [done, attempts] = await Promise.all([
    completedInterviewsOf(db, developerId),
    listDeveloperAttempts(db, developerId, { submittedOnly: true }),
  ]);
  const rows = await scorecardRowsOf(
    db,
    done.map((d) => d.interview.id),
  );
  const assessments: DeepProfileSources["assessments"] = [];
  for (const attempt of attempts) {
    const file = assessmentBank().find(attempt.assessmentId, attempt.version);
    if (!file) continue;
    assessments.push({
      attemptId: attempt.id,
      title: { es: file.title.es, en: file.title.en },
      score: attempt.score,
      passed: attempt.passed,
      completedAt: (attempt.submittedAt ?? attempt.createdAt).toISOString(),
    });
  }
  return {
    interviews: done.map(({ interview, interviewerName }) => ({
      id: interview.id,
      type: interview.type,
      scheduledAt: interview.scheduledAt.toISOString(),
      completedAt: (interview.completedAt ?? interview.updatedAt).toISOString(),
      result: interview.result ?? null,
      englishLevel: interview.englishLevel ?? null,
      interviewerName,
      rows: rows
        .filter((r) => r.interviewId === interview.id)
        .map((r) => ({
          kind: r.kind,
          key: r.key,
          // A fallback only: pages and the PDF name criteria in their reader's language.
          label: r.skillName ?? scorecardRowLabel(r, "es"),
          score: r.score,
          note: r.note,
        })),
    })),
    assessments,
  };
}

/** How a scorecard row is named in a highlight's `rows` ("skill:react"). */
export const rowRef = (row: { kind: string; key: string }) => `${row.kind}:${row.key}`;
