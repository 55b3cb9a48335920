import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { decideCandidate, listPresentedCandidates, shareDecision } from "./decisions.service";

/** The customer's decisions on presented candidates. */
export const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = routes.customerCandidates;
  app.route({
    ...fromContract(customer.list),
    handler: async (request) =>
      listPresentedCandidates(app.db, requireAuth(request), request.params.id, new Date()),
  });
  app.route({
    ...fromContract(customer.decide),
    handler: async (request) =>
      decideCandidate(app, requireAuth(request), request.params.id, request.body, new Date()),
  });
  app.route({
    ...fromContract(routes.decisions.share),
    handler: async (request) =>
      shareDecision(app.db, requireAuth(request), request.params.id, request.body),
  });
};
