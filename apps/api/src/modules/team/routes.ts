import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { photoFilesOf } from "../files/photos";
import { readTeam, removeAssociate, revokeInvitation } from "./team.service";

/** The customer's team (routes.team in contracts). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.team.read),
    handler: async (request) => readTeam(app.db, requireAuth(request)),
  });

  app.route({
    ...fromContract(routes.team.revokeInvitation),
    handler: async (request, reply) => {
      await revokeInvitation(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.team.removeAssociate),
    handler: async (request, reply) => {
      const removed = await removeAssociate(
        app.db,
        photoFilesOf(app, request.log),
        requireAuth(request),
        request.params.id,
      );
      // Their next request must fail: no cached session may outlive the erasure.
      await app.invalidateIdentity(removed);
      return reply.status(204).send(null);
    },
  });
};
