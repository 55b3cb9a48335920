import type {
  AssessmentList,
  AssessmentListQuery,
  AssessmentSummary,
  AttemptDetail,
  DeveloperAssessmentResults,
  MyAssessments,
  RunRequest,
  RunResult,
  SaveAnswerRequest,
  SaveAnswerResult,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type AttemptRow,
  type AttemptScore,
  closeAttempt,
  findAttempt,
  findDeveloperById,
  findOpenAttempt,
  lastSubmissions,
  listDeveloperAttempts,
  listExpiredOpenAttempts,
  openAttempt,
  saveAttemptAnswer,
  skillsByCodes,
  verifiedSkills,
} from "@encaja/db/queries";
import { appError, notFound, validationError } from "../../errors/app-error";
import type { AssessmentBank, BankFile } from "./bank/bank";
import { judge } from "./judge";
import { type SkillNames, toAttemptDetail, toAttemptSummary, toSummary } from "./mappers";
import type { SandboxPool } from "./sandbox/pool";
import { scoreCode, scoreProfile, scoreQuiz } from "./scoring";

export interface AssessmentDeps {
  db: Db;
  bank: AssessmentBank;
  sandbox: SandboxPool;
  /** Developers with a sample run in flight on this instance (one at a time each). */
  running?: Set<string>;
}

const DAY_MS = 86_400_000;
const attemptClosed = () =>
  appError("ATTEMPT_CLOSED", "This attempt was submitted or its time is over");
const invalid = (path: string, message: string) => validationError([{ path, message }]);

async function skillNames(deps: AssessmentDeps, files: BankFile[]): Promise<SkillNames> {
  const codes = [...new Set(files.flatMap((f) => f.skills))];
  const rows = await skillsByCodes(deps.db, codes);
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function listCatalogue(
  deps: AssessmentDeps,
  query: AssessmentListQuery,
): Promise<AssessmentList> {
  const files = deps.bank.latest().filter((f) => !query.kind || f.kind === query.kind);
  const start = Number(query.cursor ?? 0);
  const pageFiles = files.slice(start, start + query.limit);
  const names = await skillNames(deps, pageFiles);
  const next = start + query.limit;
  return {
    items: pageFiles.map((f) => toSummary(f, names)),
    nextCursor: next < files.length ? String(next) : null,
  };
}

export async function getAssessment(deps: AssessmentDeps, id: string): Promise<AssessmentSummary> {
  const file = deps.bank.find(id);
  if (!file) throw notFound("Assessment");
  return toSummary(file, await skillNames(deps, [file]));
}

function fileOf(deps: AssessmentDeps, row: AttemptRow): BankFile {
  const file = deps.bank.find(row.assessmentId, row.version);
  if (!file)
    throw new Error(`assessment ${row.assessmentId} v${row.version} missing from the bank`);
  return file;
}

async function detail(deps: AssessmentDeps, row: AttemptRow): Promise<AttemptDetail> {
  const file = fileOf(deps, row);
  return toAttemptDetail(row, file, await skillNames(deps, [file]));
}

/** The developer's own attempt; another developer's id answers 404 like a missing one. */
async function ownAttempt(deps: AssessmentDeps, developerId: string, attemptId: string) {
  const row = await findAttempt(deps.db, attemptId);
  if (!row || row.developerId !== developerId) throw notFound("Attempt");
  return row;
}

const expired = (row: AttemptRow) => row.status === "in_progress" && row.deadline <= new Date();

export async function startAttempt(
  deps: AssessmentDeps,
  developerId: string,
  assessmentId: string,
): Promise<{ attempt: AttemptDetail; created: boolean }> {
  const file = deps.bank.find(assessmentId);
  if (!file) throw notFound("Assessment");
  await finalizeExpired(deps, developerId);
  const open = await findOpenAttempt(deps.db, developerId, assessmentId);
  if (open) return { attempt: await detail(deps, open), created: false };
  const last = (await lastSubmissions(deps.db, developerId)).find(
    (s) => s.assessmentId === assessmentId,
  );
  if (last) {
    const retakeAt = new Date(last.submittedAt.getTime() + file.retakeAfterDays * DAY_MS);
    if (retakeAt > new Date()) {
      throw appError("ASSESSMENT_COOLDOWN", "This assessment can be retaken later", {
        details: { retakeAt: retakeAt.toISOString() },
      });
    }
  }
  const { attempt, created } = await openAttempt(deps.db, {
    developerId,
    assessmentId,
    kind: file.kind,
    version: file.version,
    durationMinutes: file.durationMinutes,
  });
  return { attempt: await detail(deps, attempt), created };
}

export async function getAttempt(deps: AssessmentDeps, developerId: string, attemptId: string) {
  let row = await ownAttempt(deps, developerId, attemptId);
  if (expired(row)) row = await finalize(deps, row, true);
  return detail(deps, row);
}

export async function saveAnswer(
  deps: AssessmentDeps,
  developerId: string,
  attemptId: string,
  body: SaveAnswerRequest,
): Promise<SaveAnswerResult> {
  const row = await ownAttempt(deps, developerId, attemptId);
  const file = fileOf(deps, row);
  const { questionId, answer } = body;
  let saved: Parameters<typeof saveAttemptAnswer>[1]["saved"];
  if (typeof answer === "number") {
    const question = file.questions?.find((q) => q.id === questionId);
    const item = file.items?.find((i) => i.id === questionId);
    if (!question && !item) throw invalid("body.questionId", "Unknown question");
    const [min, max] = question ? [0, question.options.length - 1] : [1, 5];
    if (answer < min || answer > max)
      throw invalid("body.answer", `Must be between ${min} and ${max}`);
    saved = { kind: "answer", value: answer };
  } else {
    if (!file.tasks?.some((t) => t.id === questionId))
      throw invalid("body.questionId", "Unknown task");
    saved = { kind: "code", ...answer };
  }
  const updated = await saveAttemptAnswer(deps.db, {
    attemptId,
    developerId,
    key: questionId,
    saved,
  });
  if (!updated) {
    if (expired(row)) await finalize(deps, row, true);
    throw attemptClosed();
  }
  const total = (file.questions ?? file.items ?? file.tasks ?? []).length;
  const answered = Object.keys(file.tasks ? updated.code : updated.answers).length;
  return { questionId, answered, total };
}

export async function runSamples(
  deps: AssessmentDeps,
  developerId: string,
  attemptId: string,
  body: RunRequest,
): Promise<RunResult> {
  const row = await ownAttempt(deps, developerId, attemptId);
  const task = fileOf(deps, row).tasks?.find((t) => t.id === body.taskId);
  if (!task) throw invalid("body.taskId", "Unknown task");
  const updated = await saveAttemptAnswer(deps.db, {
    attemptId,
    developerId,
    key: task.id,
    saved: { kind: "code", language: body.language, code: body.code },
  });
  if (!updated) throw attemptClosed();
  // One run at a time per developer, so one person cannot fill the shared queue.
  if (deps.running?.has(developerId)) {
    throw appError("RATE_LIMITED", "Wait for your previous run to finish", {
      headers: { "retry-after": "1" },
    });
  }
  deps.running?.add(developerId);
  const outcomes = await deps.sandbox
    .run({
      language: body.language,
      code: body.code,
      functionName: task.functionName,
      tests: task.samples,
    })
    .finally(() => deps.running?.delete(developerId));
  const tests = outcomes.map((o, i) => judge(o, task.samples[i]!, true));
  return {
    taskId: task.id,
    language: body.language,
    passed: tests.filter((t) => t.status === "passed").length,
    total: tests.length,
    tests,
  };
}

export async function submitAttempt(deps: AssessmentDeps, developerId: string, attemptId: string) {
  let row = await ownAttempt(deps, developerId, attemptId);
  if (row.status === "in_progress") row = await finalize(deps, row, expired(row));
  return detail(deps, row);
}

async function computeScore(deps: AssessmentDeps, file: BankFile, row: AttemptRow, auto: boolean) {
  if (file.kind === "quiz") {
    const names = await skillNames(deps, [file]);
    const code = file.skills[0] ?? "";
    const result = scoreQuiz(file, row.answers, { code, name: names.get(code) ?? code });
    const score: AttemptScore = {
      score: result.score,
      passed: result.passed,
      result,
      skillCode: result.passed ? code : null,
      autoSubmitted: auto,
    };
    return score;
  }
  if (file.kind === "profile") {
    const result = scoreProfile(file, row.answers);
    return { score: null, passed: null, result, skillCode: null, autoSubmitted: auto };
  }
  const tasks = await Promise.all(
    (file.tasks ?? []).map(async (task) => {
      const tests = [...task.samples, ...task.hidden];
      const saved = row.code[task.id];
      if (!saved?.code.trim()) {
        return { taskId: task.id, language: null, passedTests: 0, totalTests: tests.length };
      }
      const language = saved.language === "typescript" ? "typescript" : "javascript";
      const outcomes = await deps.sandbox.run({
        language,
        code: saved.code,
        functionName: task.functionName,
        tests,
      });
      const passedTests = outcomes.filter(
        (o, i) => judge(o, tests[i]!, false).status === "passed",
      ).length;
      return { taskId: task.id, language, passedTests, totalTests: tests.length } as const;
    }),
  );
  const result = scoreCode(file, tasks);
  return {
    score: result.score,
    passed: result.passed,
    result,
    skillCode: null,
    autoSubmitted: auto,
  };
}

/**
 * Scores what is saved and closes the attempt in one conditional UPDATE. Two submits at once:
 * exactly one update applies; the other finds the row submitted and returns the same result.
 */
async function finalize(
  deps: AssessmentDeps,
  start: AttemptRow,
  auto: boolean,
): Promise<AttemptRow> {
  let row = start;
  for (let tries = 0; tries < 3; tries++) {
    const file = fileOf(deps, row);
    const score = await computeScore(deps, file, row, auto);
    const closed = await closeAttempt(deps.db, { attemptId: row.id, scoredFrom: row, score });
    if (closed) return closed;
    const fresh = await findAttempt(deps.db, row.id);
    if (!fresh) throw notFound("Attempt");
    if (fresh.status === "submitted") return fresh;
    row = fresh; // an answer was saved while scoring: score again
  }
  throw appError("CONFLICT", "The attempt kept changing while it was being submitted");
}

/** Submits, with what was saved, every open attempt whose deadline passed. */
export async function finalizeExpired(deps: AssessmentDeps, developerId: string) {
  for (const row of await listExpiredOpenAttempts(deps.db, developerId)) {
    await finalize(deps, row, true);
  }
}

export async function myAssessments(
  deps: AssessmentDeps,
  developerId: string,
): Promise<MyAssessments> {
  await finalizeExpired(deps, developerId);
  const [rows, last] = await Promise.all([
    listDeveloperAttempts(deps.db, developerId),
    lastSubmissions(deps.db, developerId),
  ]);
  const files = deps.bank.latest();
  const names = await skillNames(deps, files);
  const known = rows.filter((r) => deps.bank.find(r.assessmentId, r.version));
  const now = Date.now();
  return {
    available: files.map((file) => {
      const submitted = last.find((s) => s.assessmentId === file.id)?.submittedAt;
      const retakeAt = submitted ? submitted.getTime() + file.retakeAfterDays * DAY_MS : 0;
      return {
        ...toSummary(file, names),
        retakeAt: retakeAt > now ? new Date(retakeAt).toISOString() : null,
      };
    }),
    inProgress: known
      .filter((r) => r.status === "in_progress")
      .map((r) => toAttemptSummary(r, fileOf(deps, r))),
    results: known
      .filter((r) => r.status === "submitted")
      .map((r) => toAttemptSummary(r, fileOf(deps, r))),
  };
}

/** Staff view of a developer: submitted results and skills verified by quizzes. */
export async function developerResults(
  deps: AssessmentDeps,
  professionalId: string,
): Promise<DeveloperAssessmentResults> {
  const developer = await findDeveloperById(deps.db, professionalId);
  if (!developer) throw notFound("Developer");
  await finalizeExpired(deps, professionalId);
  const rows = await listDeveloperAttempts(deps.db, professionalId, { submittedOnly: true });
  const verified = await verifiedSkills(deps.db, [professionalId]);
  const known = rows.filter((r) => deps.bank.find(r.assessmentId, r.version));
  const taskTitles: DeveloperAssessmentResults["taskTitles"] = {};
  for (const r of known) {
    for (const task of fileOf(deps, r).tasks ?? []) taskTitles[task.id] = task.title;
  }
  return {
    professionalId,
    results: known.map((r) => toAttemptSummary(r, fileOf(deps, r))),
    verifiedSkills: verified.map(({ id, code, name }) => ({ id, code, name })),
    taskTitles,
  };
}
