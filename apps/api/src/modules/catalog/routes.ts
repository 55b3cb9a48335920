import { industries, industryLabels, type LocationRef, routes } from "@encaja/contracts";
import { listStacks, searchLocations, searchSkills } from "@encaja/db/queries";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";

const CACHE_CONTROL = "public, max-age=3600";
const cached = (reply: FastifyReply) => reply.header("cache-control", CACHE_CONTROL);

/** The public catalogue: skills, main stacks, locations and industries (cached an hour). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.catalog.skills),
    handler: async (request, reply) => {
      const rows = await searchSkills(app.db, request.query);
      cached(reply);
      return {
        items: rows.map((r) => ({ ...r, category: r.category })),
      };
    },
  });

  app.route({
    ...fromContract(routes.catalog.stacks),
    handler: async (_request, reply) => {
      cached(reply);
      return { items: await listStacks(app.db) };
    },
  });

  app.route({
    ...fromContract(routes.catalog.locations),
    handler: async (request, reply) => {
      const rows = await searchLocations(app.db, request.query);
      cached(reply);
      return { items: rows.map((r) => ({ ...r, kind: r.kind as LocationRef["kind"] })) };
    },
  });

  app.route({
    ...fromContract(routes.catalog.industries),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      cached(reply).header("vary", "accept-language");
      const items = industries.map((code) => ({ code, name: industryLabels[code][locale] }));
      return { items: items.sort((a, b) => a.name.localeCompare(b.name, locale)) };
    },
  });
};
