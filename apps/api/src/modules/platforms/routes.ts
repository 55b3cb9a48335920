import {
  CreatePlatformLinkRequest,
  CreatePlatformLinkResponse,
  PlatformLink as PlatformLinkSchema,
} from "@encaja/contracts";
import {
  deletePlatformLink,
  findDeveloperByUserId,
  findPlatformLink,
  findPlatformLinkByUrl,
  insertPlatformLink,
  listPlatformLinks,
} from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { appError, forbidden, notFound } from "../../errors/app-error";
import { requireAuth } from "../../plugins/authorization";
import { toPlatformLink } from "../developers/profile.service";

const MAX_LINKS = 20;

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
      const developer = await findDeveloperByUserId(app.db, requireAuth(request).userId);
      if (!developer) throw forbidden();
      if (await findPlatformLinkByUrl(app.db, developer.id, request.body.url)) {
        throw appError("CONFLICT", "This link is already on your profile");
      }
      if ((await listPlatformLinks(app.db, developer.id)).length >= MAX_LINKS) {
        throw appError("CONFLICT", `A profile can have at most ${MAX_LINKS} links`);
      }
      const row = await insertPlatformLink(app.db, { developerId: developer.id, ...request.body });
      return reply.status(201).send({ data: toPlatformLink(row) });
    },
  );

  const IdParams = z.strictObject({ id: z.uuid() });
  const mine = async (userId: string) => {
    const developer = await findDeveloperByUserId(app.db, userId);
    if (!developer) throw forbidden();
    return developer;
  };

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
    async (request) => {
      const developer = await mine(requireAuth(request).userId);
      const row = await findPlatformLink(app.db, developer.id, request.params.id);
      if (!row) throw notFound("Link");
      return toPlatformLink(row);
    },
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
      const developer = await mine(requireAuth(request).userId);
      if (!(await deletePlatformLink(app.db, developer.id, request.params.id)))
        throw notFound("Link");
      return reply.status(204).send(null);
    },
  );
};
