import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #20: the admin backoffice's approvals endpoints (routes.adminApprovals). */
export const adminApprovalsRoutes: FastifyPluginAsyncZod = async (_app) => {};
