import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import { auditMeta } from "../audit-meta";
import { createQuestion, deleteQuestion, listQuestions, updateQuestion } from "./questions.service";

/** The interview question bank's endpoints (routes.adminQuestions). */
export const adminQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const questions = routes.adminQuestions;
  app.route({
    ...fromContract(questions.list),
    handler: async (request) => listQuestions(app.db, request.query),
  });
  app.route({
    ...fromContract(questions.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createQuestion(app.db, auditMeta(request), request.body)),
  });
  app.route({
    ...fromContract(questions.update),
    handler: async (request) =>
      updateQuestion(app.db, auditMeta(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(questions.remove),
    handler: async (request, reply) => {
      await deleteQuestion(app.db, auditMeta(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
