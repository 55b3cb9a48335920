import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { exportFileName, exportPersonalData } from "./export.service";

/** Privacy tooling (routes.privacy). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // A full read of everything a person has: a few per hour is plenty for a download.
    ...fromContract(routes.privacy.exportData, {
      config: {
        rateLimit: { bucket: "privacy.export", limit: 10, windowSeconds: 3600, by: "user" },
      },
    }),
    handler: async (request, reply) => {
      const now = new Date();
      const data = await exportPersonalData(app.db, requireAuth(request), {
        ip: request.ip,
        requestId: request.id,
        now,
      });
      return (
        reply
          .header("content-disposition", `attachment; filename="${exportFileName(now)}"`)
          .header("cache-control", "no-store")
          // The web app downloads it cross-origin with fetch: let it read the file name.
          .header("access-control-expose-headers", "content-disposition")
          .send(data)
      );
    },
  });
};
