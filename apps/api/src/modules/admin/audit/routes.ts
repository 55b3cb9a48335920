import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #20: the admin backoffice's audit endpoints (routes.adminAudit). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (_app) => {};
