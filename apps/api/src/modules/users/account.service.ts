import type { DeleteAccountRequest } from "@encaja/contracts";
import {
  type Db,
  type ErasedUser,
  eraseUser,
  findLoginByUserId,
  recordAudit,
  verifyPassword,
} from "@encaja/db";
import { appError, authRequired, validationError } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { removeChatFiles } from "../chats/files";
import { LocalFileStore } from "../files/storage";
import { requireNoAssociates } from "../team/service";

const FRESH_GOOGLE_SIGN_IN_MS = 5 * 60_000;

/** DELETE /users/me: confirmed by the password, or by a Google sign-in in the last 5 minutes. */
export async function deleteAccount(
  db: Db,
  auth: AuthContext,
  input: DeleteAccountRequest,
  files: { dataDir: string; apiUrl: string },
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
  // Issue #17: the company's associates would be left without an owner.
  if (auth.role === "customer") await requireNoAssociates(db, auth.userId);
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
  await removeErasedFiles(erased, files);
}

/** Deletes an erased account's stored files (photos, chat attachments): after the commit. */
export async function removeErasedFiles(
  erased: ErasedUser,
  files: { dataDir: string; apiUrl: string },
) {
  const store = new LocalFileStore(files.dataDir);
  const photoBase = `${files.apiUrl}/files/photos/`;
  for (const url of erased.fileUrls) {
    if (url.startsWith(photoBase)) await store.remove("photos", url.slice(photoBase.length));
  }
  if (erased.developerId) await store.removeOwned("photos", erased.developerId);
  await removeChatFiles(store, erased.chatFileKeys);
}
