import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { readPhotoUpload } from "../files/photos";
import { LocalFileStore } from "../files/storage";
import { type PhotoDeps, replacePhoto } from "./photo.service";

export const developerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PhotoDeps = {
    db: app.db,
    store: new LocalFileStore(app.config.DATA_DIR),
    photoBase: `${app.config.API_URL}/files/photos/`,
    invalidateIdentity: (userId) => app.invalidateIdentity(userId),
  };

  app.route({
    ...fromContract(routes.developers.photo),
    handler: async (request) => {
      const auth = requireAuth(request);
      return replacePhoto(deps, auth, await readPhotoUpload(request));
    },
  });
};
