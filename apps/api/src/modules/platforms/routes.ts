import {
  CreatePlatformLinkRequest,
  CreatePlatformLinkResponse,
  PlatformLink as PlatformLinkSchema,
} from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/authorization";
import { addPlatformLink, getPlatformLink, removePlatformLink } from "./service";

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/platforms",
    {
      schema: {
        tags: ["developers"],
        security: [{ bearer: [] }],
        body: CreatePlatformLinkRequest,
        response: { 201: CreatePlatformLinkResponse },
      },
      config: { action: "platforms.create" },
    },
    async (request, reply) => {
      const link = await addPlatformLink(app.db, requireAuth(request), request.body);
      return reply.status(201).send({ data: link });
    },
  );

  const IdParams = z.strictObject({ id: z.uuid() });

  app.get(
    "/platforms/:id",
    {
      schema: {
        tags: ["developers"],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: PlatformLinkSchema },
      },
      config: { action: "platforms.self" },
    },
    async (request) => getPlatformLink(app.db, requireAuth(request), request.params.id),
  );

  app.delete(
    "/platforms/:id",
    {
      schema: {
        tags: ["developers"],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 204: z.null() },
      },
      config: { action: "platforms.self" },
    },
    async (request, reply) => {
      await removePlatformLink(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
