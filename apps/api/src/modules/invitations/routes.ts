import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { createInvitation, getInvitationInfo } from "./invitations.service";

const readLimit = { bucket: "invitation-read", limit: 60, windowSeconds: 900 };

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token travels in the body so it stays out of URLs, access logs and proxies (ADR 0018).
  app.route({
    ...fromContract(routes.invitations.lookup, { config: { rateLimit: readLimit } }),
    handler: async (request) => getInvitationInfo(app, request.body.token),
  });

  /** Kept for old links and clients; logs show the token as `[redacted]`. Prefer the POST. */
  app.route({
    ...fromContract(routes.invitations.readByToken, { config: { rateLimit: readLimit } }),
    handler: async (request) => getInvitationInfo(app, request.params.token),
  });

  app.route({
    ...fromContract(routes.invitations.create, {
      config: {
        rateLimit: { bucket: "invitations", limit: 50, windowSeconds: 86_400, by: "user" },
      },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createInvitation(app, requireAuth(request), request.body)),
  });
};
