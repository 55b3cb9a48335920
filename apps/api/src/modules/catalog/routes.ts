import {
  type CatalogSkill,
  LocationList,
  type LocationRef,
  LocationSearchQuery,
  SkillList,
  SkillSearchQuery,
  StackList,
} from "@encaja/contracts";
import { listStacks, searchLocations, searchSkills } from "@encaja/db";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const CACHE_CONTROL = "public, max-age=3600";
const cached = (reply: FastifyReply) => reply.header("cache-control", CACHE_CONTROL);

/** The public catalogue: skills, main stacks and locations (static data, cached an hour). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/catalog/skills",
    {
      schema: { tags: ["catalog"], querystring: SkillSearchQuery, response: { 200: SkillList } },
      config: { action: "catalog.read" },
    },
    async (request, reply) => {
      const rows = await searchSkills(app.db, request.query);
      cached(reply);
      return {
        items: rows.map((r) => ({ ...r, category: r.category as CatalogSkill["category"] })),
      };
    },
  );

  app.get(
    "/catalog/stacks",
    {
      schema: { tags: ["catalog"], response: { 200: StackList } },
      config: { action: "catalog.read" },
    },
    async (_request, reply) => {
      cached(reply);
      return { items: await listStacks(app.db) };
    },
  );

  app.get(
    "/catalog/locations",
    {
      schema: {
        tags: ["catalog"],
        querystring: LocationSearchQuery,
        response: { 200: LocationList },
      },
      config: { action: "catalog.read" },
    },
    async (request, reply) => {
      const rows = await searchLocations(app.db, request.query);
      cached(reply);
      return { items: rows.map((r) => ({ ...r, kind: r.kind as LocationRef["kind"] })) };
    },
  );
};
