import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  addEducation,
  addExperience,
  changeExperience,
  listMyEducation,
  listMyExperiences,
  removeEducation,
  removeExperience,
} from "./history.service";

export const developerHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.experiences.list),
    handler: async (request) => listMyExperiences(app.db, requireAuth(request)),
  });

  app.route({
    ...fromContract(routes.experiences.create),
    handler: async (request, reply) =>
      reply.status(201).send(await addExperience(app.db, requireAuth(request), request.body)),
  });

  app.route({
    ...fromContract(routes.experiences.update),
    handler: async (request) =>
      changeExperience(app.db, requireAuth(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(routes.experiences.remove),
    handler: async (request, reply) => {
      await removeExperience(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.education.list),
    handler: async (request) => listMyEducation(app.db, requireAuth(request)),
  });

  app.route({
    ...fromContract(routes.education.create),
    handler: async (request, reply) =>
      reply.status(201).send(await addEducation(app.db, requireAuth(request), request.body)),
  });

  app.route({
    ...fromContract(routes.education.remove),
    handler: async (request, reply) => {
      await removeEducation(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
