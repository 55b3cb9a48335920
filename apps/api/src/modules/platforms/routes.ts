import { routes } from "@encaja/contracts";
import {
  deletePlatformLink,
  findDeveloperByUserId,
  findPlatformLink,
  findPlatformLinkByUrl,
  insertPlatformLink,
  listPlatformLinks,
} from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, forbidden, notFound } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { toPlatformLink } from "../developers/profile.service";

const MAX_LINKS = 20;

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.platforms.create),
    handler: async (request, reply) => {
      const developer = await findDeveloperByUserId(app.db, requireAuth(request).userId);
      if (!developer) throw forbidden();
      if (await findPlatformLinkByUrl(app.db, developer.id, request.body.url)) {
        throw new AppError("CONFLICT", 409, "This link is already on your profile");
      }
      if ((await listPlatformLinks(app.db, developer.id)).length >= MAX_LINKS) {
        throw new AppError("CONFLICT", 409, `A profile can have at most ${MAX_LINKS} links`);
      }
      const row = await insertPlatformLink(app.db, { developerId: developer.id, ...request.body });
      return reply.status(201).send({ data: toPlatformLink(row) });
    },
  });

  const mine = async (userId: string) => {
    const developer = await findDeveloperByUserId(app.db, userId);
    if (!developer) throw forbidden();
    return developer;
  };

  app.route({
    ...fromContract(routes.platforms.get),
    handler: async (request) => {
      const developer = await mine(requireAuth(request).userId);
      const row = await findPlatformLink(app.db, developer.id, request.params.id);
      if (!row) throw notFound("Link");
      return toPlatformLink(row);
    },
  });

  app.route({
    ...fromContract(routes.platforms.remove),
    handler: async (request, reply) => {
      const developer = await mine(requireAuth(request).userId);
      if (!(await deletePlatformLink(app.db, developer.id, request.params.id)))
        throw notFound("Link");
      return reply.status(204).send(null);
    },
  });
};
