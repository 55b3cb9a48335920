import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Developer-controlled public profiles (issue #16). */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (_app) => {};
