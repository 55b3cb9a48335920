import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { createClaim } from "./claims.service";

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.claims.create),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createClaim(app, requireAuth(request).userId, request.body.developerId)),
  });
};
