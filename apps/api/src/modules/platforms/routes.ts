import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { addPlatformLink, getPlatformLink, removePlatformLink } from "./platforms.service";

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.platforms.create),
    handler: async (request, reply) => {
      const link = await addPlatformLink(app.db, requireAuth(request), request.body);
      return reply.status(201).send({ data: link });
    },
  });

  app.route({
    ...fromContract(routes.platforms.get),
    handler: async (request) => getPlatformLink(app.db, requireAuth(request), request.params.id),
  });

  app.route({
    ...fromContract(routes.platforms.remove),
    handler: async (request, reply) => {
      await removePlatformLink(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
