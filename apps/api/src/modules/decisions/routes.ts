import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The customer's decisions on presented candidates (issue #16). */
export const decisionRoutes: FastifyPluginAsyncZod = async (_app) => {};
