import type { AccountProfile, UpdateAccountProfileRequest } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  findPhotoHolder,
  loadAccountProfile,
  setCustomerPhone,
  setHolderPhoto,
  setUserFullName,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { forgetPhoto, type PhotoFiles, type PhotoUpload, storePhoto } from "../files/photos";

/** Developers keep their profile in /developers/me (names, phone, photo): not here. */
const notForDevelopers = () =>
  appError("FORBIDDEN", "Developers change their profile in their own settings");

export async function updateAccountProfile(
  db: Db,
  auth: AuthContext,
  input: UpdateAccountProfileRequest,
): Promise<AccountProfile> {
  if (auth.role === "developer") throw notForDevelopers();
  if (input.phoneNumber !== undefined && auth.role !== "customer") {
    throw appError("FORBIDDEN", "Only the company owner keeps a phone number here");
  }
  await db.transaction(async (tx) => {
    if (input.fullName !== undefined) await setUserFullName(tx, auth.userId, input.fullName);
    if (input.phoneNumber !== undefined) {
      await setCustomerPhone(tx, auth.userId, input.phoneNumber || null);
    }
  });
  return loadAccountProfile(db, auth.userId, auth.role);
}

/**
 * A customer's photo is the company's; an associate's, a staff member's and a developer's their
 * own (developers usually go through /developers/me/photo: same pipeline, same result).
 */
export async function replaceAccountPhoto(
  db: Db,
  photos: PhotoFiles,
  auth: AuthContext,
  image: PhotoUpload,
): Promise<{ photoURL: string }> {
  const holder = await findPhotoHolder(db, auth.userId, auth.role);
  if (!holder) throw notFound("Account");
  const photoURL = await storePhoto(photos, holder.id, image, (url) =>
    setHolderPhoto(db, holder, url),
  );
  await forgetPhoto(photos, holder.photoUrl);
  return { photoURL };
}

export async function removeAccountPhoto(db: Db, photos: PhotoFiles, auth: AuthContext) {
  const holder = await findPhotoHolder(db, auth.userId, auth.role);
  if (!holder) throw notFound("Account");
  await setHolderPhoto(db, holder, null);
  await forgetPhoto(photos, holder.photoUrl);
}
