import type { FastifyRequest } from "fastify";
import { readUpload, unsupported } from "../../http/upload";
import { type LocalFileStore, sniffImage } from "./storage";
import { InvalidImageError, stripImageMetadata } from "./strip-metadata";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

type ImageKind = NonNullable<ReturnType<typeof sniffImage>>;
export interface PhotoUpload {
  data: Buffer;
  type: ImageKind;
}

/** Where profile photos go: the store and the public URL prefix (`${API_URL}/files/photos/`). */
export interface PhotoStore {
  store: LocalFileStore;
  photoBase: string;
}

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

/** Stores a photo without its metadata (EXIF GPS, serials, XMP: ADR 0017); answers its URL. */
export async function savePhoto(
  photos: PhotoStore,
  ownerId: string,
  image: PhotoUpload,
): Promise<string> {
  let clean: Buffer;
  try {
    clean = stripImageMetadata(image.data, image.type.ext);
  } catch (error) {
    if (error instanceof InvalidImageError) throw unsupported("The photo is damaged");
    throw error;
  }
  const name = await photos.store.save("photos", ownerId, image.type.ext, clean);
  return `${photos.photoBase}${name}`;
}

/** Deletes a stored photo by its URL (photos stored elsewhere are left alone). */
export async function forgetPhoto(photos: PhotoStore, url: string | null | undefined) {
  if (url?.startsWith(photos.photoBase)) {
    await photos.store.remove("photos", url.slice(photos.photoBase.length));
  }
}
