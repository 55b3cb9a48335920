import { randomBytes } from "node:crypto";

/** What a stored file may be called: `<prefix>-<random>.<ext>`, nothing that walks a path. */
export const STORED_NAME = /^[a-z0-9-]{10,80}\.(jpg|png|webp|pdf)$/;
/** An owner prefix (a UUID): safe as the start of a name and of an S3 key prefix. */
const OWNER_PREFIX = /^[a-z0-9-]{1,60}$/;

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** A new, unguessable name (96 random bits) for an upload of `prefix`'s. */
export function newStoredName(prefix: string, ext: string): string {
  const name = `${ownerPrefix(prefix)}-${randomBytes(12).toString("hex")}.${ext}`;
  if (!STORED_NAME.test(name)) throw new Error(`Not a storable file name: ${name}`);
  return name;
}

/** `prefix` checked: a caller's bug must not turn into a listing of someone else's files. */
export function ownerPrefix(prefix: string): string {
  if (!OWNER_PREFIX.test(prefix)) throw new Error(`Not an owner prefix: ${prefix}`);
  return prefix;
}

/** The media type of a stored file, from its extension. */
export const contentTypeOf = (name: string): string =>
  contentTypes[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
