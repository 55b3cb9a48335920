import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { PHOTO_UPLOAD_RATE_LIMIT, photoFilesOf, readPhotoUpload } from "../files/photos";
import { type PhotoDeps, replacePhoto } from "./photo.service";

export const developerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.developers.photo, {
      config: { rateLimit: PHOTO_UPLOAD_RATE_LIMIT },
    }),
    handler: async (request) => {
      const auth = requireAuth(request);
      const deps: PhotoDeps = {
        ...photoFilesOf(app, request.log),
        db: app.db,
        invalidateIdentity: (userId) => app.invalidateIdentity(userId),
      };
      return replacePhoto(deps, auth, await readPhotoUpload(request));
    },
  });
};
