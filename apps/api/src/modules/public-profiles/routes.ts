import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  getPublicProfile,
  getPublicProfileSettings,
  savePublicProfileSettings,
} from "./public-profile.service";

/** Developer-controlled public profiles. */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routes.publicProfiles;
  app.route({
    ...fromContract(r.get, {
      // Public: the web server renders pages through one address, so the budget is generous;
      // it still stops a client from walking every id quickly.
      config: {
        rateLimit: { bucket: "publicProfiles.get", limit: 600, windowSeconds: 300 },
      },
    }),
    handler: async (request) => getPublicProfile(app.db, request.params.id),
  });
  app.route({
    ...fromContract(r.settings),
    handler: async (request) => getPublicProfileSettings(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(r.saveSettings),
    handler: async (request) =>
      savePublicProfileSettings(app.db, requireAuth(request), request.body),
  });
};
