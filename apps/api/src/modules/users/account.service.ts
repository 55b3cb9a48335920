import type { DeleteAccountRequest } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { type ErasedUser, eraseUser, findLoginByUserId, recordAudit } from "@encaja/db/queries";
import { appError, authRequired, validationError } from "../../errors/app-error";
import { verifyPassword } from "../../lib/password";
import { discardOwnedFiles } from "../../lib/storage/records";
import type { AuthContext } from "../../plugins/authorization";
import { removeChatFiles } from "../chats/files";
import { forgetPhoto, type PhotoFiles } from "../files/photos";
import { requireNoAssociates } from "../team/team.service";

const FRESH_GOOGLE_SIGN_IN_MS = 5 * 60_000;

/** DELETE /users/me: confirmed by the password, or by a Google sign-in in the last 5 minutes. */
export async function deleteAccount(
  db: Db,
  auth: AuthContext,
  input: DeleteAccountRequest,
  photos: PhotoFiles,
) {
  const account = await findLoginByUserId(db, auth.userId);
  if (!account) throw authRequired();
  if (input.password !== undefined) {
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.password))) {
      throw appError("WRONG_CURRENT_PASSWORD", "The password is incorrect");
    }
  } else {
    const fresh =
      auth.method === "google" &&
      Date.now() - auth.sessionCreatedAt.getTime() < FRESH_GOOGLE_SIGN_IN_MS;
    if (!fresh) {
      throw validationError([
        {
          path: "body.password",
          message: "Confirm with your password, or sign in with Google again",
        },
      ]);
    }
  }
  // An owner must remove their associates first, or they would be left without an owner.
  if (auth.role === "customer") await requireNoAssociates(db, auth.userId);
  // An unreachable storage answers 503 before anything is erased: after the commit, the
  // account's files could no longer be found to delete.
  await photos.files.check();
  const erased = await db.transaction(async (tx) => {
    const result = await eraseUser(tx, auth.userId);
    // No IP: the entry outlives the account and must hold nothing personal (decision 0014).
    await recordAudit(tx, {
      action: "account.deleted",
      subjectUserId: auth.userId,
      details: { role: auth.role },
    });
    return result;
  });
  // Uploaded files go once the erasure committed (a rollback must not lose them).
  await removeErasedFiles(erased, photos);
}

/**
 * Deletes an erased account's stored files (photos, chat attachments): after the commit.
 * Failures are logged with the names, not thrown: the erasure itself has committed.
 */
export async function removeErasedFiles(erased: ErasedUser, photos: PhotoFiles) {
  for (const url of erased.fileUrls) await forgetPhoto(photos, url);
  // Also a developer's photos no row names any more (an upload whose old file stayed).
  if (erased.developerId) await discardOwnedFiles(photos, "photos", erased.developerId);
  await removeChatFiles(photos, erased.chatFileKeys);
}
