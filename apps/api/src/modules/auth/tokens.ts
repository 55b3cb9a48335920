import { createHash, randomBytes } from "node:crypto";

/** 256-bit random, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
