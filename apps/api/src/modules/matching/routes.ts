import { IdParams, MatchList, MatchQuery } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLocale } from "../auth/locale";
import { getMatches } from "./service";

/** GET /offers/{id}/matches: the explained ranking of DESIGN §6 (matchers, superAdmin). */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/offers/:id/matches",
    {
      schema: {
        tags: ["matching"],
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: MatchQuery,
        response: { 200: MatchList },
      },
      config: { action: "matching.read" },
    },
    async (request) => getMatches(app.db, request.params.id, request.query, requestLocale(request)),
  );
};
