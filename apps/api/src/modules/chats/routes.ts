import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { chatDetail, chatMessages, markRead, sendChatMessage } from "./service";

/** Issue #18: the chat endpoints (routes.chats in contracts). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = routes.chats;
  app.route({
    ...fromContract(c.get),
    handler: async (request) => chatDetail(app.db, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(c.messages),
    handler: async (request) =>
      chatMessages(app.db, requireAuth(request), request.params.id, request.query),
  });
  app.route({
    ...fromContract(c.send),
    handler: async (request, reply) => {
      const { message, created } = await sendChatMessage(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  });
  app.route({
    ...fromContract(c.read),
    handler: async (request, reply) => {
      await markRead(app.db, requireAuth(request), request.params.id, request.body.seq);
      return reply.status(204).send(null);
    },
  });
};
