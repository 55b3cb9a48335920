import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { getMatches } from "./matching.service";

/** GET /offers/{id}/matches: the explained ranking of ARCHITECTURE §6 (matchers, superAdmin). */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.matching.matches),
    handler: async (request) =>
      getMatches(app.db, request.params.id, request.query, requestLocale(request), app.matchIndex),
  });
};
