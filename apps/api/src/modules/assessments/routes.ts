import {
  AssessmentList,
  AssessmentListQuery,
  AssessmentSummary,
  AttemptDetail,
  DeveloperAssessmentResults,
  IdParams,
  MyAssessments,
  ProfessionalIdParams,
  RunRequest,
  RunResult,
  SaveAnswerRequest,
  SaveAnswerResult,
} from "@encaja/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentDeveloper } from "../developers/context";
import { AssessmentBank } from "./bank/bank";
import { SandboxPool } from "./sandbox/pool";
import {
  type AssessmentDeps,
  developerResults,
  getAssessment,
  getAttempt,
  listCatalogue,
  myAssessments,
  runSamples,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Question banks and the code sandbox (tests may swap the bank before `ready`). */
    assessments: { bank: AssessmentBank; sandbox: SandboxPool; running: Set<string> };
  }
}

/** Decorates the app with the bank and a sandbox pool closed with the app. */
export function registerAssessments(app: FastifyInstance): void {
  app.decorate("assessments", {
    bank: AssessmentBank.fromDirectory(),
    sandbox: new SandboxPool(),
    running: new Set<string>(),
  });
  app.addHook("onClose", async () => app.assessments.sandbox.close());
}

const tags = ["assessments"];
const security = [{ bearer: [] }];
const attempt = { action: "assessments.attempt" as const };

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AssessmentDeps => ({ db: app.db, ...app.assessments });
  const developerId = async (request: Parameters<typeof currentDeveloper>[1]) =>
    (await currentDeveloper(app, request)).developer.id;

  app.get(
    "/assessments",
    {
      schema: { tags, querystring: AssessmentListQuery, response: { 200: AssessmentList } },
      config: { action: "assessments.read" },
    },
    async (request) => listCatalogue(deps(), request.query),
  );

  app.get(
    "/assessments/:id",
    {
      schema: { tags, params: IdParams, response: { 200: AssessmentSummary } },
      config: { action: "assessments.read" },
    },
    async (request) => getAssessment(deps(), request.params.id),
  );

  app.post(
    "/assessments/:id/attempts",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        response: { 200: AttemptDetail, 201: AttemptDetail },
      },
      config: attempt,
    },
    async (request, reply) => {
      const started = await startAttempt(deps(), await developerId(request), request.params.id);
      return reply.status(started.created ? 201 : 200).send(started.attempt);
    },
  );

  app.get(
    "/attempts/:id",
    {
      schema: { tags, security, params: IdParams, response: { 200: AttemptDetail } },
      config: attempt,
    },
    async (request) => getAttempt(deps(), await developerId(request), request.params.id),
  );

  app.post(
    "/attempts/:id/answers",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: SaveAnswerRequest,
        response: { 200: SaveAnswerResult },
      },
      config: attempt,
    },
    async (request) =>
      saveAnswer(deps(), await developerId(request), request.params.id, request.body),
  );

  app.post(
    "/attempts/:id/runs",
    {
      schema: { tags, security, params: IdParams, body: RunRequest, response: { 200: RunResult } },
      config: attempt,
    },
    async (request) =>
      runSamples(deps(), await developerId(request), request.params.id, request.body),
  );

  app.post(
    "/attempts/:id/submit",
    {
      schema: { tags, security, params: IdParams, response: { 200: AttemptDetail } },
      config: attempt,
    },
    async (request) => submitAttempt(deps(), await developerId(request), request.params.id),
  );

  app.get(
    "/developers/me/assessments",
    { schema: { tags, security, response: { 200: MyAssessments } }, config: attempt },
    async (request) => myAssessments(deps(), await developerId(request)),
  );

  app.get(
    "/developers/:professionalId/assessments",
    {
      schema: {
        tags,
        security,
        params: ProfessionalIdParams,
        response: { 200: DeveloperAssessmentResults },
      },
      config: { action: "assessments.staffView" },
    },
    async (request) => developerResults(deps(), request.params.professionalId),
  );
};
