import {
  CreatePlatformLinkRequest,
  CreatePlatformLinkResponse,
  type PlatformLink,
} from "@encaja/contracts";
import {
  findDeveloperByUserId,
  findPlatformLinkByUrl,
  insertPlatformLink,
  listPlatformLinks,
} from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, forbidden } from "../../errors/app-error";
import { requireAuth } from "../../plugins/authorization";

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
        throw new AppError("CONFLICT", 409, "This link is already on your profile");
      }
      if ((await listPlatformLinks(app.db, developer.id)).length >= MAX_LINKS) {
        throw new AppError("CONFLICT", 409, `A profile can have at most ${MAX_LINKS} links`);
      }
      const row = await insertPlatformLink(app.db, { developerId: developer.id, ...request.body });
      const data: PlatformLink = {
        id: row.id,
        platform: row.platform as PlatformLink["platform"],
        url: row.url,
        approval: row.approval as PlatformLink["approval"],
        createdAt: row.createdAt.toISOString(),
      };
      return reply.status(201).send({ data });
    },
  );
};
