import { routes } from "@encaja/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { currentDeveloper } from "../developers/context";
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
} from "./assessments.service";
import { AssessmentBank } from "./bank/bank";
import { SandboxPool } from "./sandbox/pool";

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

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AssessmentDeps => ({ db: app.db, ...app.assessments });
  const developerId = async (request: Parameters<typeof currentDeveloper>[1]) =>
    (await currentDeveloper(app, request)).developer.id;

  app.route({
    ...fromContract(routes.assessments.list),
    handler: async (request) => listCatalogue(deps(), request.query),
  });

  app.route({
    ...fromContract(routes.assessments.get),
    handler: async (request) => getAssessment(deps(), request.params.id),
  });

  app.route({
    ...fromContract(routes.assessments.start),
    handler: async (request, reply) => {
      const started = await startAttempt(deps(), await developerId(request), request.params.id);
      return reply.status(started.created ? 201 : 200).send(started.attempt);
    },
  });

  app.route({
    ...fromContract(routes.assessments.attempt),
    handler: async (request) => getAttempt(deps(), await developerId(request), request.params.id),
  });

  app.route({
    ...fromContract(routes.assessments.saveAnswer),
    handler: async (request) =>
      saveAnswer(deps(), await developerId(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(routes.assessments.run),
    handler: async (request) =>
      runSamples(deps(), await developerId(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(routes.assessments.submit),
    handler: async (request) =>
      submitAttempt(deps(), await developerId(request), request.params.id),
  });

  app.route({
    ...fromContract(routes.assessments.mine),
    handler: async (request) => myAssessments(deps(), await developerId(request)),
  });

  app.route({
    ...fromContract(routes.assessments.developerResults),
    handler: async (request) => developerResults(deps(), request.params.professionalId),
  });
};
