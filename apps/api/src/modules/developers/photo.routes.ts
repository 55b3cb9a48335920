import { PhotoResponse } from "@encaja/contracts";
import { updateDeveloper } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError, validationError } from "../../errors/app-error";
import { LocalFileStore, sniffImage } from "../files/storage";
import { InvalidImageError, stripImageMetadata } from "../files/strip-metadata";
import { currentDeveloper } from "./context";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const unsupported = (message: string) => appError("UNSUPPORTED_FILE", message);
const tooLarge = () => appError("PAYLOAD_TOO_LARGE", "The photo must be 5 MB or smaller");

export const developerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new LocalFileStore(app.config.DATA_DIR);
  const photoBase = `${app.config.API_URL}/files/photos/`;

  app.post(
    "/developers/me/photo",
    {
      schema: {
        tags: ["developers"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 200: PhotoResponse },
      },
      config: { action: "developers.self" },
    },
    async (request) => {
      const { developer, userId } = await currentDeveloper(app, request);
      if (!request.isMultipart())
        throw unsupported("Send the photo as multipart/form-data in the field 'file'");
      const file = await request.file();
      if (file?.fieldname !== "file")
        throw validationError([
          { path: "body.file", message: "Attach the photo in the field 'file'" },
        ]);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch {
        throw tooLarge();
      }
      if (data.length > MAX_PHOTO_BYTES) throw tooLarge();
      const kind = sniffImage(data);
      if (!kind) throw unsupported("The photo must be a JPEG, PNG or WebP image");

      // EXIF (GPS position, camera serial), XMP and comments never reach storage (ADR 0017).
      let clean: Buffer;
      try {
        clean = stripImageMetadata(data, kind.ext);
      } catch (error) {
        if (error instanceof InvalidImageError) throw unsupported("The photo is damaged");
        throw error;
      }
      const name = await store.save("photos", developer.id, kind.ext, clean);
      const photoURL = `${photoBase}${name}`;
      await updateDeveloper(app.db, developer.id, { photoUrl: photoURL });
      await app.invalidateIdentity(userId);
      if (developer.photoUrl?.startsWith(photoBase)) {
        await store.remove("photos", developer.photoUrl.slice(photoBase.length));
      }
      return { photoURL };
    },
  );
};
