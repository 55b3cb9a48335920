import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #20: the admin backoffice's users endpoints (routes.adminUsers). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (_app) => {};
