import { createHash, randomBytes } from "node:crypto";
import type { SharedDeepProfile } from "@encaja/contracts";
import {
  type Executor,
  findDeepProfile,
  findDeepProfileLinkBySlugHash,
  insertDeepProfileLink,
  listDeepProfileLinks,
  loadDeveloperProfile,
  revokeDeepProfileLink,
} from "@encaja/db/queries";
import { appError, notFound, validationError } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { buildDocument, storedContent } from "./document";
import { toLink } from "./mappers";

const hashSlug = (slug: string) => createHash("sha256").update(slug).digest("hex");

/** POST /developers/{professionalId}/deep-profile/links: the slug is answered once. */
export async function createLink(
  db: Executor,
  auth: AuthContext,
  professionalId: string,
  input: { label: string; expiresAt: string | null },
  now = new Date(),
) {
  if (!(await loadDeveloperProfile(db, professionalId))) throw notFound("Developer");
  const found = await findDeepProfile(db, professionalId);
  if (!found) throw appError("DEEP_PROFILE_MISSING", "The developer has no deep profile yet");
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    throw validationError([{ path: "body.expiresAt", message: "Must be in the future" }]);
  }
  const slug = randomBytes(32).toString("base64url");
  const link = await insertDeepProfileLink(db, {
    deepProfileId: found.profile.id,
    slugHash: hashSlug(slug),
    slugHint: slug.slice(-4),
    label: input.label,
    expiresAt,
    createdBy: auth.userId,
  });
  const listed = await listDeepProfileLinks(db, found.profile.id);
  const named = listed.find((l) => l.link.id === link.id) ?? { link, createdByName: null };
  return { link: toLink(named), slug };
}

/** DELETE /deep-profile-links/{id}: idempotent. */
export async function revokeLink(db: Executor, id: string) {
  if (!(await revokeDeepProfileLink(db, id))) throw notFound("Link");
}

/** GET /deep-profiles/shared/{slug} (public): the deep profile as it is now, no contact details. */
export async function sharedDeepProfile(
  db: Executor,
  slug: string,
  now = new Date(),
): Promise<SharedDeepProfile> {
  const found = await findDeepProfileLinkBySlugHash(db, hashSlug(slug));
  if (!found) throw notFound("Link");
  if (found.link.revokedAt) {
    throw appError("DEEP_PROFILE_LINK_REVOKED", "This link was revoked");
  }
  if (found.link.expiresAt && found.link.expiresAt <= now) {
    throw appError("DEEP_PROFILE_LINK_EXPIRED", "This link has expired");
  }
  const stored = await storedContent(db, found.developerId);
  return {
    document: await buildDocument(db, found.developerId, stored?.content ?? null),
    expiresAt: found.link.expiresAt?.toISOString() ?? null,
  };
}
