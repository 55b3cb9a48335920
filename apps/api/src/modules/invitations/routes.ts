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

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/invitations/:token",
    {
      schema: {
        tags,
        params: z.strictObject({ token: OpaqueToken }),
        response: { 200: InvitationInfo },
      },
      config: {
        action: "invitations.read",
        rateLimit: { bucket: "invitation-read", limit: 60, windowSeconds: 900 },
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
