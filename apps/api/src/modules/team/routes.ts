import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #17: the team endpoints (routes.team in contracts). */
export const teamRoutes: FastifyPluginAsyncZod = async () => {};
