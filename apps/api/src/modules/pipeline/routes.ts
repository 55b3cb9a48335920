import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import {
  addCandidate,
  bulkChangeStatus,
  candidateHistory,
  updateCandidate,
} from "./candidates.service";
import { developerView } from "./developer-view.service";

/** The candidate pipeline of an offer (matchers, superAdmin). */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.pipeline.addCandidate),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await addCandidate(app.db, requireAuth(request), request.params.id, request.body)),
  });

  app.route({
    ...fromContract(routes.pipeline.bulkStatus),
    handler: async (request) =>
      bulkChangeStatus(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
        requestLocale(request),
      ),
  });

  app.route({
    ...fromContract(routes.pipeline.updateCandidate),
    // No transaction here: the checks are reads, and moveCandidate opens one only when the
    // move writes more than one statement (ADR 0048).
    handler: async (request) =>
      updateCandidate(app, app.db, requireAuth(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(routes.pipeline.history),
    handler: async (request) => candidateHistory(app.db, request.params.id),
  });
};

/**
 * The developer profile as staff and customers see it. Registered after the matching interviews
 * (app.ts) so the OpenAPI document keeps its path order.
 */
export const developerViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.developers.view),
    handler: async (request) =>
      developerView(app.db, requireAuth(request), request.params.professionalId),
  });
};
