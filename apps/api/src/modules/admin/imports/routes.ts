import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import type { RouteRateLimit } from "../../../plugins/rate-limits";
import { auditMeta } from "../audit-meta";
import { checkImportRows } from "./check-rows";
import { runImport } from "./imports.service";

/** 10,000 rows of JSON are a few MB: more than the API's default body limit. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
/** Checks and runs together, per admin: each parses up to 16 MB of rows. */
const IMPORT_RATE_LIMIT: RouteRateLimit = {
  bucket: "admin-import",
  limit: 120,
  windowSeconds: 3600,
  by: "user",
};

/** The admin backoffice's imports endpoints (routes.adminImports). */
export const adminImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminImports.validate, { config: { rateLimit: IMPORT_RATE_LIMIT } }),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => (await checkImportRows(app.db, request.body.rows)).report,
  });

  app.route({
    ...fromContract(routes.adminImports.run, { config: { rateLimit: IMPORT_RATE_LIMIT } }),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.status(201).send(await runImport(app, auditMeta(request), request.body)),
  });
};
