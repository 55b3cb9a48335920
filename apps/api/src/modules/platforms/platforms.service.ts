import type { CreatePlatformLinkRequest, PlatformLink } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  deletePlatformLink,
  findPlatformLink,
  findPlatformLinkByUrl,
  insertPlatformLink,
  listPlatformLinks,
  lockDeveloper,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { signedInDeveloper } from "../developers/context";
import { toPlatformLink } from "./platform-link";

const MAX_LINKS = 20;

/** Adds a link to the developer's profile: once per URL, at most MAX_LINKS (409 CONFLICT). */
export async function addPlatformLink(
  db: Db,
  auth: AuthContext,
  input: CreatePlatformLinkRequest,
): Promise<PlatformLink> {
  const { developer } = await signedInDeveloper(db, auth);
  const row = await db.transaction(async (tx) => {
    // Parallel additions take turns, so both rules hold at the insert.
    await lockDeveloper(tx, developer.id);
    if (await findPlatformLinkByUrl(tx, developer.id, input.url)) {
      throw appError("CONFLICT", "This link is already on your profile");
    }
    if ((await listPlatformLinks(tx, developer.id)).length >= MAX_LINKS) {
      throw appError("CONFLICT", `A profile can have at most ${MAX_LINKS} links`);
    }
    return insertPlatformLink(tx, { developerId: developer.id, ...input });
  });
  return toPlatformLink(row);
}

export async function getPlatformLink(db: Db, auth: AuthContext, id: string) {
  const { developer } = await signedInDeveloper(db, auth);
  const row = await findPlatformLink(db, developer.id, id);
  if (!row) throw notFound("Link");
  return toPlatformLink(row);
}

export async function removePlatformLink(db: Db, auth: AuthContext, id: string) {
  const { developer } = await signedInDeveloper(db, auth);
  if (!(await deletePlatformLink(db, developer.id, id))) throw notFound("Link");
}
