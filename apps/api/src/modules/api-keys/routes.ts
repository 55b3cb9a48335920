import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { createKey, listKeys, revokeKey, updateKeySettings } from "./service";

/** API keys (routes.apiKeys in contracts, ADR 0057). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.apiKeys.list),
    handler: async (request) => listKeys(app.db, requireAuth(request)),
  });

  app.route({
    ...fromContract(routes.apiKeys.create),
    handler: async (request, reply) => {
      const created = await createKey(app.db, requireAuth(request), request.body);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...fromContract(routes.apiKeys.revoke),
    handler: async (request, reply) => {
      await revokeKey(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.apiKeys.updateSettings),
    handler: async (request) =>
      updateKeySettings(app.db, requireAuth(request), request.body.associatesMayCreate),
  });
};
