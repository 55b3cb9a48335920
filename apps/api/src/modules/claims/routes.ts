import { CreateClaimRequest, CreateClaimResponse } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/authorization";
import { createClaim } from "./service";

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/claims",
    {
      schema: {
        tags: ["developers"],
        summary: "Email the developer behind a sourced profile a link to claim it",
        security: [{ bearer: [] }],
        body: CreateClaimRequest,
        response: { 201: CreateClaimResponse },
      },
      config: { action: "claims.create" },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createClaim(app, requireAuth(request).userId, request.body.developerId)),
  );
};
