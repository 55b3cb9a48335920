import {
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
} from "../assessments";
import { ProfessionalIdParams } from "../matching";
import { IdParams } from "../offers";
import { createdOrExisting, defineRoute } from "./define";

const tags = ["assessments"] as const;
const attempt = { action: "assessments.attempt", tags } as const;
/** What running an open attempt's code in the sandbox can answer (a sample run or the grading). */
const sandboxErrors = [
  "NOT_FOUND",
  "ATTEMPT_CLOSED",
  "CONFLICT",
  "SANDBOX_BUSY",
  "SERVICE_UNAVAILABLE",
] as const;

export const assessments = {
  list: defineRoute({
    method: "GET",
    path: "/assessments",
    action: "assessments.read",
    summary: "The assessment catalogue",
    tags,
    query: AssessmentListQuery,
    response: { 200: AssessmentList },
    errors: [],
  }),
  get: defineRoute({
    method: "GET",
    path: "/assessments/:id",
    action: "assessments.read",
    summary: "One assessment of the catalogue",
    tags,
    params: IdParams,
    response: { 200: AssessmentSummary },
    errors: ["NOT_FOUND"],
  }),
  start: defineRoute({
    method: "POST",
    path: "/assessments/:id/attempts",
    summary: "Start an attempt (201), or resume the open one (200)",
    ...attempt,
    params: IdParams,
    response: createdOrExisting(AttemptDetail),
    errors: ["NOT_FOUND", "ASSESSMENT_COOLDOWN"],
  }),
  attempt: defineRoute({
    method: "GET",
    path: "/attempts/:id",
    summary: "One of the developer's attempts",
    ...attempt,
    params: IdParams,
    response: { 200: AttemptDetail },
    errors: ["NOT_FOUND"],
  }),
  saveAnswer: defineRoute({
    method: "POST",
    path: "/attempts/:id/answers",
    summary: "Save an answer of an open attempt",
    ...attempt,
    params: IdParams,
    body: SaveAnswerRequest,
    response: { 200: SaveAnswerResult },
    errors: ["NOT_FOUND", "ATTEMPT_CLOSED"],
  }),
  run: defineRoute({
    method: "POST",
    path: "/attempts/:id/runs",
    summary: "Run code against a task's sample tests in the sandbox",
    ...attempt,
    params: IdParams,
    body: RunRequest,
    response: { 200: RunResult },
    errors: sandboxErrors,
  }),
  submit: defineRoute({
    method: "POST",
    path: "/attempts/:id/submit",
    summary: "Submit an attempt for grading",
    ...attempt,
    params: IdParams,
    response: { 200: AttemptDetail },
    errors: sandboxErrors,
  }),
  mine: defineRoute({
    method: "GET",
    path: "/developers/me/assessments",
    summary: "The signed-in developer's attempts and verified skills",
    ...attempt,
    response: { 200: MyAssessments },
    errors: [],
  }),
  developerResults: defineRoute({
    method: "GET",
    path: "/developers/:professionalId/assessments",
    action: "assessments.staffView",
    summary: "A developer's assessment results, for staff",
    tags,
    params: ProfessionalIdParams,
    response: { 200: DeveloperAssessmentResults },
    errors: ["NOT_FOUND"],
  }),
} as const;
