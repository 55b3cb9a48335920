import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import { applicationMatchTips, myMatchTips } from "./match-tips.service";

/** Developers learn what kept them out of the offers they applied to. */
export const matchTipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.applications.matchTips),
    handler: async (request) => myMatchTips(app.db, requireAuth(request), requestLocale(request)),
  });
  app.route({
    ...fromContract(routes.applications.applicationMatchTips),
    handler: async (request) =>
      applicationMatchTips(app.db, requireAuth(request), request.params.id, requestLocale(request)),
  });
};
