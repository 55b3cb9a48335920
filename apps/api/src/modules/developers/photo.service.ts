import type { PhotoResponse } from "@encaja/contracts";
import { type Db, updateDeveloper } from "@encaja/db";
import type { z } from "zod";
import { unsupported } from "../../http/upload";
import type { AuthContext } from "../../plugins/authorization";
import type { LocalFileStore, sniffImage } from "../files/storage";
import { InvalidImageError, stripImageMetadata } from "../files/strip-metadata";
import { signedInDeveloper } from "./context";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface PhotoDeps {
  db: Db;
  store: LocalFileStore;
  /** The public URL prefix of stored photos (`${API_URL}/files/photos/`). */
  photoBase: string;
  /** Drops the cached identity of the user (its photo is part of it). */
  invalidateIdentity(userId: string): Promise<void>;
}

type ImageKind = NonNullable<ReturnType<typeof sniffImage>>;

/** Stores the developer's new photo without its metadata and forgets the previous one. */
export async function replacePhoto(
  deps: PhotoDeps,
  auth: AuthContext,
  image: { data: Buffer; type: ImageKind },
): Promise<z.infer<typeof PhotoResponse>> {
  const { developer, userId } = await signedInDeveloper(deps.db, auth);
  // EXIF (GPS position, camera serial), XMP and comments never reach storage (ADR 0017).
  let clean: Buffer;
  try {
    clean = stripImageMetadata(image.data, image.type.ext);
  } catch (error) {
    if (error instanceof InvalidImageError) throw unsupported("The photo is damaged");
    throw error;
  }
  const name = await deps.store.save("photos", developer.id, image.type.ext, clean);
  const photoURL = `${deps.photoBase}${name}`;
  await updateDeveloper(deps.db, developer.id, { photoUrl: photoURL });
  await deps.invalidateIdentity(userId);
  if (developer.photoUrl?.startsWith(deps.photoBase)) {
    await deps.store.remove("photos", developer.photoUrl.slice(deps.photoBase.length));
  }
  return { photoURL };
}
