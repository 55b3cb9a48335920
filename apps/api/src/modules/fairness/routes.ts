import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { fairnessCsv, fairnessReport } from "./report.service";

/** The fairness audit and its CSV export (routes.adminFairness, superAdmin only). */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminFairness.report),
    handler: async (request) => fairnessReport(app.db, request.query),
  });
  app.route({
    ...fromContract(routes.adminFairness.exportCsv),
    handler: async (request, reply) => {
      const csv = await fairnessCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="encaja-fairness-${day}.csv"`)
          // The web app downloads it cross-origin with fetch: let it read the file name.
          .header("access-control-expose-headers", "content-disposition")
          .send(csv)
      );
    },
  });
};
