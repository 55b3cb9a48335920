import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #17: the account endpoints (routes.account in contracts). */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
