import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { readUpload } from "../../http/upload";
import { requireAuth } from "../../plugins/authorization";
import { LocalFileStore, sniffImage } from "../files/storage";
import { MAX_PHOTO_BYTES, type PhotoDeps, replacePhoto } from "./photo.service";

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
      const image = await readUpload(request, {
        maxBytes: MAX_PHOTO_BYTES,
        sniff: sniffImage,
        messages: {
          notMultipart: "Send the photo as multipart/form-data in the field 'file'",
          noFile: "Attach the photo in the field 'file'",
          tooLarge: "The photo must be 5 MB or smaller",
          wrongType: "The photo must be a JPEG, PNG or WebP image",
        },
      });
      return replacePhoto(deps, auth, image);
    },
  });
};
