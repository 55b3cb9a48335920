import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import { auditMeta } from "../audit-meta";
import {
  listAdminInvitations,
  resendInvitation,
  revokeAdminInvitation,
} from "./invitations.service";
import { endUserSession, endUserSessions } from "./sessions.service";
import {
  changeUserRole,
  disableUser,
  enableUser,
  listAdminUsers,
  readAdminUser,
} from "./users.service";

const r = routes.adminUsers;

/** The admin backoffice's users endpoints (routes.adminUsers). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(r.list),
    handler: async (request) => listAdminUsers(app.db, request.query),
  });

  app.route({
    ...fromContract(r.read),
    handler: async (request) => readAdminUser(app.db, request.params.id),
  });

  // Every change below may alter what /users/me answers: drop the cached identity after commit.
  app.route({
    ...fromContract(r.disable),
    handler: async (request) => {
      const user = await disableUser(app.db, auditMeta(request), request.params.id, request.body);
      await app.invalidateIdentity(user.id);
      return user;
    },
  });

  app.route({
    ...fromContract(r.enable),
    handler: async (request) => {
      const user = await enableUser(app.db, auditMeta(request), request.params.id, request.body);
      await app.invalidateIdentity(user.id);
      return user;
    },
  });

  app.route({
    ...fromContract(r.changeRole),
    handler: async (request) => {
      const user = await changeUserRole(
        app.db,
        auditMeta(request),
        request.params.id,
        request.body,
      );
      await app.invalidateIdentity(user.id);
      return user;
    },
  });

  app.route({
    ...fromContract(r.revokeSession),
    handler: async (request, reply) => {
      const { id, sessionId } = request.params;
      await endUserSession(app.db, auditMeta(request), id, sessionId);
      await app.invalidateIdentity(id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(r.revokeSessions),
    handler: async (request, reply) => {
      await endUserSessions(app.db, auditMeta(request), request.params.id);
      await app.invalidateIdentity(request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(r.invitations),
    handler: async (request) => listAdminInvitations(app, request.query),
  });

  app.route({
    ...fromContract(r.resendInvitation),
    handler: async (request) => resendInvitation(app, auditMeta(request), request.params.id),
  });

  app.route({
    ...fromContract(r.revokeInvitation),
    handler: async (request, reply) => {
      await revokeAdminInvitation(app, auditMeta(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
