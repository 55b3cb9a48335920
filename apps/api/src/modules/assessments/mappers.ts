import type {
  AssessmentSummary,
  AttemptDetail,
  AttemptResult,
  AttemptSummary,
  CodeAnswer,
} from "@encaja/contracts";
import type { AttemptRow } from "@encaja/db/queries";
import type { BankFile } from "./bank/bank";

export type SkillNames = Map<string, string>;

export function toSummary(file: BankFile, names: SkillNames): AssessmentSummary {
  return {
    id: file.id,
    kind: file.kind,
    version: file.version,
    title: file.title,
    description: file.description,
    skills: file.skills.map((code) => ({ code, name: names.get(code) ?? code })),
    durationMinutes: file.durationMinutes,
    estimatedMinutes: file.estimatedMinutes,
    itemCount: (file.tasks ?? file.items ?? file.questions ?? []).length,
    passScore: file.passScore,
    retakeAfterDays: file.retakeAfterDays,
  };
}

export function toAttemptSummary(row: AttemptRow, file: BankFile): AttemptSummary {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    kind: file.kind,
    version: row.version,
    title: file.title,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    autoSubmitted: row.autoSubmitted,
    result: (row.result as AttemptResult | null) ?? null,
  };
}

/** The attempt with the content of ITS version (answers and hidden tests left out). */
export function toAttemptDetail(row: AttemptRow, file: BankFile, names: SkillNames): AttemptDetail {
  return {
    ...toAttemptSummary(row, file),
    assessment: toSummary(file, names),
    serverNow: new Date().toISOString(),
    questions: [
      ...(file.questions ?? []).map((q) => ({
        id: q.id,
        prompt: q.prompt,
        options: q.options,
        code: q.code,
      })),
      ...(file.items ?? []).map((i) => ({ id: i.id, prompt: i.text, options: [], code: null })),
    ],
    tasks: (file.tasks ?? []).map((t) => ({
      id: t.id,
      title: t.title,
      statement: t.statement,
      difficulty: t.difficulty,
      functionName: t.functionName,
      starter: { javascript: t.starter.javascript ?? "", typescript: t.starter.typescript ?? "" },
      samples: t.samples,
      hiddenTestCount: t.hidden.length,
    })),
    answers: row.answers,
    code: row.code as Record<string, CodeAnswer>,
  };
}
