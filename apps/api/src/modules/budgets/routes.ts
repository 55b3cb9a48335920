import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #17: the budgets endpoints (routes.budgets in contracts). */
export const budgetsRoutes: FastifyPluginAsyncZod = async () => {};
