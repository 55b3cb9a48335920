import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  myNotifications,
  mySettings,
  myUnreadCount,
  readAllNotifications,
  readNotification,
  unsubscribe,
  unsubscribeInfo,
  updateMySettings,
} from "./notifications.service";

/** The bell, delivery settings and one-click unsubscribe (routes.notifications). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const n = routes.notifications;
  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded (RFC 8058); the body is not
  // needed (the token is in the query), so it is read and ignored in this plugin's scope.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  app.route({
    ...fromContract(n.list),
    handler: async (request) => myNotifications(app.db, requireAuth(request), request.query),
  });
  app.route({
    ...fromContract(n.unread),
    handler: async (request) => myUnreadCount(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(n.markRead),
    handler: async (request, reply) => {
      await readNotification(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(n.markAllRead),
    handler: async (request, reply) => {
      await readAllNotifications(app.db, requireAuth(request));
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(n.settings),
    handler: async (request) => mySettings(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(n.putSettings),
    handler: async (request) => updateMySettings(app.db, requireAuth(request), request.body),
  });
  app.route({
    ...fromContract(n.unsubscribeInfo),
    handler: async (request) => unsubscribeInfo(app.db, request.query.token),
  });
  app.route({
    ...fromContract(n.unsubscribe),
    handler: async (request) => unsubscribe(app.db, request.query.token),
  });
};
