import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #17: the hire endpoints (routes.hire in contracts). */
export const hireRoutes: FastifyPluginAsyncZod = async () => {};
