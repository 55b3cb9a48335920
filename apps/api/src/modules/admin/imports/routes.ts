import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #20: the admin backoffice's imports endpoints (routes.adminImports). */
export const adminImportsRoutes: FastifyPluginAsyncZod = async (_app) => {};
