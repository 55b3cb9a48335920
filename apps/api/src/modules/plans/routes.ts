import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #17: the plans endpoints (routes.plans in contracts). */
export const plansRoutes: FastifyPluginAsyncZod = async () => {};
