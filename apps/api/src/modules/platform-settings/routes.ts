import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { auditMeta } from "../admin/audit-meta";
import { platformSettingsView, savePlatformSettings } from "./platform-settings.service";

/** The platform settings superAdmin edits at /admin/settings (routes.adminSettings). */
export const platformSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminSettings.read),
    handler: async () => platformSettingsView(app.db),
  });
  app.route({
    ...fromContract(routes.adminSettings.update),
    handler: async (request) => savePlatformSettings(app.db, auditMeta(request), request.body),
  });
};
