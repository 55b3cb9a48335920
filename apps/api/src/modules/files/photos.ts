import type { FastifyInstance, FastifyRequest } from "fastify";
import { readUpload, unsupported } from "../../http/upload";
import type { FileStore } from "../../lib/storage";
import { discardFiles, recordStoredFile, type StorageLog } from "../../lib/storage/records";
import type { RouteRateLimit } from "../../plugins/rate-limits";
import { sniffImage } from "./image-types";
import { InvalidImageError, stripImageMetadata } from "./strip-metadata";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Profile photo uploads one user may make per hour, developer and account photos together. */
export const PHOTO_UPLOAD_RATE_LIMIT: RouteRateLimit = {
  bucket: "photo-upload",
  limit: 30,
  windowSeconds: 3600,
  by: "user",
};

type ImageKind = NonNullable<ReturnType<typeof sniffImage>>;
export interface PhotoUpload {
  data: Buffer;
  type: ImageKind;
}

/**
 * Where profile photos go: the store, the public URL prefix (`${API_URL}/files/photos/`) and
 * the log that hears of files left behind.
 */
export interface PhotoFiles {
  files: FileStore;
  photoBase: string;
  log: StorageLog;
}

/** The app's photo storage, logging to `log` (a request's, to keep its id). */
export const photoFilesOf = (app: FastifyInstance, log: StorageLog = app.log): PhotoFiles => ({
  files: app.files,
  photoBase: `${app.config.API_URL}/files/photos/`,
  log,
});

/** Reads a profile photo upload (field `file`: JPEG, PNG or WebP up to 5 MB). */
export const readPhotoUpload = (request: FastifyRequest): Promise<PhotoUpload> =>
  readUpload(request, {
    maxBytes: MAX_PHOTO_BYTES,
    sniff: sniffImage,
    messages: {
      notMultipart: "Send the photo as multipart/form-data in the field 'file'",
      noFile: "Attach the photo in the field 'file'",
      tooLarge: "The photo must be 5 MB or smaller",
      wrongType: "The photo must be a JPEG, PNG or WebP image",
    },
  });

/**
 * Stores a photo without its metadata (EXIF GPS, serials, XMP: ADR 0017), then runs `record`
 * with its URL (the database write). The file is written first, so a storage failure leaves
 * no row; a failed `record` deletes the file again. Answers the URL.
 */
export async function storePhoto(
  photos: PhotoFiles,
  ownerId: string,
  image: PhotoUpload,
  record: (url: string) => Promise<unknown>,
): Promise<string> {
  let clean: Buffer;
  try {
    clean = stripImageMetadata(image.data, image.type.ext);
  } catch (error) {
    if (error instanceof InvalidImageError) throw unsupported("The photo is damaged");
    throw error;
  }
  const name = await photos.files.save("photos", ownerId, image.type.ext, clean, image.type.mime);
  const url = `${photos.photoBase}${name}`;
  await recordStoredFile(photos, { folder: "photos", name }, () => record(url));
  return url;
}

/**
 * Deletes a stored photo by its URL once no record names it any more (photos stored elsewhere
 * are left alone); a storage failure is logged, not thrown.
 */
export async function forgetPhoto(photos: PhotoFiles, url: string | null | undefined) {
  if (url?.startsWith(photos.photoBase)) {
    await discardFiles(photos, "photos", [url.slice(photos.photoBase.length)]);
  }
}
