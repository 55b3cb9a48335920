import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { requestLocale } from "../auth/locale";
import {
  addCandidate,
  bulkChangeStatus,
  candidateHistory,
  updateCandidate,
} from "./candidates.service";
import { developerView } from "./developer-view.service";
import {
  createMatchingInterview,
  getMatchingInterview,
  listOfferMatchingInterviews,
  updateMatchingInterview,
} from "./interviews.service";

/** The candidate pipeline (matchers, superAdmin) and the developer profile for staff/customers. */
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
        app.db,
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
      updateCandidate(app.db, requireAuth(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(routes.pipeline.history),
    handler: async (request) => candidateHistory(app.db, request.params.id),
  });

  app.route({
    ...fromContract(routes.pipeline.createInterview),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await createMatchingInterview(
            app.db,
            requireAuth(request),
            request.params.id,
            request.body,
          ),
        ),
  });

  app.route({
    ...fromContract(routes.pipeline.offerInterviews),
    handler: async (request) => listOfferMatchingInterviews(app.db, request.params.id),
  });
  app.route({
    ...fromContract(routes.pipeline.interview),
    handler: async (request) => getMatchingInterview(app.db, request.params.id),
  });

  app.route({
    ...fromContract(routes.pipeline.updateInterview),
    handler: async (request) =>
      updateMatchingInterview(app.db, requireAuth(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(routes.developers.view),
    handler: async (request) =>
      developerView(app.db, requireAuth(request), request.params.professionalId),
  });
};
