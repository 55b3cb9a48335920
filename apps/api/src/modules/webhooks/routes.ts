import { routes } from "@encaja/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  readEndpoint,
  redeliver,
  removeEndpoint,
  rotateSecret,
  updateEndpoint,
  type WebhookDeps,
} from "./service";

const r = routes.webhooks;

const depsOf = (app: FastifyInstance): WebhookDeps => ({
  db: app.db,
  policy: { allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK },
});

/** A company's webhook endpoints and delivery logs (routes.webhooks in contracts). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(r.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createEndpoint(depsOf(app), requireAuth(request), request.body)),
  });

  app.route({
    ...fromContract(r.list),
    handler: async (request) => listEndpoints(app.db, requireAuth(request), request.query),
  });

  app.route({
    ...fromContract(r.read),
    handler: async (request) => readEndpoint(app.db, requireAuth(request), request.params.id),
  });

  app.route({
    ...fromContract(r.update),
    handler: async (request) =>
      updateEndpoint(depsOf(app), requireAuth(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(r.rotateSecret),
    handler: async (request) => rotateSecret(app.db, requireAuth(request), request.params.id),
  });

  app.route({
    ...fromContract(r.remove),
    handler: async (request, reply) => {
      await removeEndpoint(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(r.deliveries),
    handler: async (request) =>
      listDeliveries(app.db, requireAuth(request), request.params.id, request.query),
  });

  app.route({
    ...fromContract(r.redeliver),
    handler: async (request, reply) => {
      const { id, deliveryId } = request.params;
      return reply.status(201).send(await redeliver(app.db, requireAuth(request), id, deliveryId));
    },
  });
};
