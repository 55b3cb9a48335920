import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Deep profiles, shared links and snapshots (issue #16). */
export const deepProfileRoutes: FastifyPluginAsyncZod = async (_app) => {};
