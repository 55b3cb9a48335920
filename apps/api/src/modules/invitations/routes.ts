import {
  CreateInvitationRequest,
  Invitation,
  InvitationInfo,
  OpaqueToken,
} from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/authorization";
import { createInvitation, getInvitationInfo } from "./service";

const tags = ["invitations"];

const readLimit = { bucket: "invitation-read", limit: 60, windowSeconds: 900 };

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token travels in the body so it stays out of URLs, access logs and proxies (ADR 0018).
  app.post(
    "/invitations/lookup",
    {
      schema: {
        tags,
        summary: "What an invitation token invites to (token in the body)",
        body: z.strictObject({ token: OpaqueToken }),
        response: { 200: InvitationInfo },
      },
      config: { action: "invitations.read", rateLimit: readLimit },
    },
    async (request) => getInvitationInfo(app, request.body.token),
  );

  /** Kept for old links and clients; logs show the token as `[redacted]`. Prefer the POST. */
  app.get(
    "/invitations/:token",
    {
      schema: {
        tags,
        deprecated: true,
        params: z.strictObject({ token: OpaqueToken }),
        response: { 200: InvitationInfo },
      },
      config: {
        action: "invitations.read",
        rateLimit: readLimit,
      },
    },
    async (request) => getInvitationInfo(app, request.params.token),
  );

  app.post(
    "/invitations",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: CreateInvitationRequest,
        response: { 201: Invitation },
      },
      config: {
        action: "invitations.create",
        rateLimit: { bucket: "invitations", limit: 50, windowSeconds: 86_400, by: "user" },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(app, requireAuth(request), request.body)),
  );
};
