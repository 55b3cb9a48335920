import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import { auditMeta } from "../audit-meta";
import {
  createSkill,
  createStack,
  listSkills,
  listStacks,
  updateSkill,
  updateStack,
} from "./catalog.service";
import { mergeSkills, mergeStacks } from "./merge.service";
import {
  listSkillRelations,
  putSkillRelation,
  removeSkillRelation,
} from "./skill-relations.service";

/** The admin backoffice's catalog endpoints (routes.adminCatalog). */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = routes.adminCatalog;
  app.route({
    ...fromContract(catalog.skills),
    handler: async (request) => listSkills(app.db, request.query),
  });
  app.route({
    ...fromContract(catalog.createSkill),
    handler: async (request, reply) =>
      reply.status(201).send(await createSkill(app.db, auditMeta(request), request.body)),
  });
  app.route({
    ...fromContract(catalog.updateSkill),
    handler: async (request) =>
      updateSkill(app.db, auditMeta(request), request.params.code, request.body),
  });
  app.route({
    ...fromContract(catalog.mergeSkills),
    handler: async (request) => mergeSkills(app.db, auditMeta(request), request.body),
  });
  app.route({
    ...fromContract(catalog.stacks),
    handler: async (request) => listStacks(app.db, request.query),
  });
  app.route({
    ...fromContract(catalog.createStack),
    handler: async (request, reply) =>
      reply.status(201).send(await createStack(app.db, auditMeta(request), request.body)),
  });
  app.route({
    ...fromContract(catalog.updateStack),
    handler: async (request) =>
      updateStack(app.db, auditMeta(request), request.params.code, request.body),
  });
  app.route({
    ...fromContract(catalog.mergeStacks),
    handler: async (request) => mergeStacks(app.db, auditMeta(request), request.body),
  });
  app.route({
    ...fromContract(catalog.skillRelations),
    handler: async (request) => listSkillRelations(app.db, request.query),
  });
  app.route({
    ...fromContract(catalog.putSkillRelation),
    handler: async (request) => putSkillRelation(app.db, auditMeta(request), request.body),
  });
  app.route({
    ...fromContract(catalog.deleteSkillRelation),
    handler: async (request, reply) => {
      await removeSkillRelation(app.db, auditMeta(request), request.params);
      return reply.status(204).send(null);
    },
  });
};
