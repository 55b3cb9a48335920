import { routes } from "@encaja/contracts";
import { countPendingApprovals } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import { auditMeta } from "../audit-meta";
import { decideDeveloperApprovals, listDeveloperApprovals } from "./developers.service";
import { decidePlatformApprovals, listPlatformApprovals } from "./platforms.service";

/** The admin backoffice's approvals endpoints (routes.adminApprovals). */
export const adminApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminApprovals.counts),
    handler: async () => {
      const counts = await countPendingApprovals(app.db);
      return { pendingDevelopers: counts.developers, pendingPlatformLinks: counts.platformLinks };
    },
  });

  app.route({
    ...fromContract(routes.adminApprovals.developers),
    handler: async (request) => listDeveloperApprovals(app.db, request.query),
  });

  app.route({
    ...fromContract(routes.adminApprovals.decideDevelopers),
    handler: async (request) => decideDeveloperApprovals(app.db, auditMeta(request), request.body),
  });

  app.route({
    ...fromContract(routes.adminApprovals.platforms),
    handler: async (request) => listPlatformApprovals(app.db, request.query),
  });

  app.route({
    ...fromContract(routes.adminApprovals.decidePlatforms),
    handler: async (request) => decidePlatformApprovals(app.db, auditMeta(request), request.body),
  });
};
