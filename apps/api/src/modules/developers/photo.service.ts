import type { PhotoResponse } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { updateDeveloper } from "@encaja/db/queries";
import type { z } from "zod";
import type { AuthContext } from "../../plugins/authorization";
import { forgetPhoto, type PhotoFiles, type PhotoUpload, storePhoto } from "../files/photos";
import { signedInDeveloper } from "./context";

export interface PhotoDeps extends PhotoFiles {
  db: Db;
  /** Drops the cached identity of the user (its photo is part of it). */
  invalidateIdentity(userId: string): Promise<void>;
}

/** Stores the developer's new photo without its metadata, then forgets the previous one. */
export async function replacePhoto(
  deps: PhotoDeps,
  auth: AuthContext,
  image: PhotoUpload,
): Promise<z.infer<typeof PhotoResponse>> {
  const { developer, userId } = await signedInDeveloper(deps.db, auth);
  const photoURL = await storePhoto(deps, developer.id, image, (url) =>
    updateDeveloper(deps.db, developer.id, { photoUrl: url }),
  );
  await deps.invalidateIdentity(userId);
  await forgetPhoto(deps, developer.photoUrl);
  return { photoURL };
}
