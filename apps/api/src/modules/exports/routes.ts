import { routes } from "@encaja/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ExtraRouteConfig, fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import type { ExportFile } from "./export-file";
import { exportCompanyCandidates, exportOfferPipeline } from "./exports.service";

// Each export reads a whole list: plenty for people and for an ATS syncing on a schedule.
const exportLimit: ExtraRouteConfig = {
  rateLimit: { bucket: "exports", limit: 60, windowSeconds: 3600, by: "user" },
};

/** An export file's headers: an attachment, never cached. */
const attachment = (file: ExportFile) => ({
  "content-type": file.contentType,
  "content-disposition": `attachment; filename="${file.fileName}"`,
  "cache-control": "no-store",
  "x-export-rows": String(file.rows),
  // The web app downloads it cross-origin with fetch: let it read the file name.
  "access-control-expose-headers": "content-disposition, x-export-rows",
});

/** Sends an export file. Its body is already text, so Fastify's serializer does not run on it. */
const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply.headers(attachment(file)).send(file.body);

/** Exports for other systems (routes.exports). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.exports.candidates, { config: exportLimit }),
    handler: async (request, reply) => {
      const { format, locale, offerId } = request.query;
      const file = await exportCompanyCandidates(app.db, requireAuth(request), offerId, {
        format,
        locale: requestLocale(request, locale),
        now: new Date(),
      });
      return sendFile(reply, file);
    },
  });
  app.route({
    ...fromContract(routes.exports.pipeline, { config: exportLimit }),
    handler: async (request, reply) => {
      const { format, locale } = request.query;
      const file = await exportOfferPipeline(app.db, requireAuth(request), request.params.id, {
        format,
        locale: requestLocale(request, locale),
        now: new Date(),
      });
      return sendFile(reply, file);
    },
  });
};
