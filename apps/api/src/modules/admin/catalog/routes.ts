import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #20: the admin backoffice's catalog endpoints (routes.adminCatalog). */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (_app) => {};
