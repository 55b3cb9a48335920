import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import { auditMeta } from "../audit-meta";
import { exportAuditCsv, listAuditEntries } from "./audit.service";

/** The audit log viewer and its CSV export (routes.adminAudit). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminAudit.list),
    handler: async (request) => listAuditEntries(app.db, request.query),
  });
  app.route({
    ...fromContract(routes.adminAudit.exportCsv),
    handler: async (request, reply) => {
      const { csv, rows, truncated } = await exportAuditCsv(
        app.db,
        request.query,
        auditMeta(request),
      );
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="encaja-audit-${day}.csv"`)
          .header("x-export-rows", String(rows))
          .header("x-export-truncated", String(truncated))
          // The web app downloads it cross-origin with fetch: let it read these headers.
          .header(
            "access-control-expose-headers",
            "content-disposition, x-export-rows, x-export-truncated",
          )
          .send(csv)
      );
    },
  });
};
