import { TalentList, TalentQuery } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/authorization";
import { findTalent } from "./service";

/** GET /talent: faceted talent search (staff by name; customers anonymised). */
export const talentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/talent",
    {
      schema: {
        tags: ["talent"],
        security: [{ bearer: [] }],
        querystring: TalentQuery,
        response: { 200: TalentList },
      },
      config: { action: "talent.search" },
    },
    async (request) => findTalent(app.db, requireAuth(request), request.query),
  );
};
