import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Opaque page cursors: the position (which holds a developer id and an activity time) is
 * sealed with AES-256-GCM, so a cursor reveals nothing and cannot be edited; it is also bound
 * to the user it was issued to. The key comes from `CURSOR_SECRET`; without it each process
 * draws a random key, and a cursor from before a restart (or from another instance) is
 * refused like a tampered one (400), after which the client starts again from page one.
 */
export interface CursorCodec {
  seal(payload: unknown, audience: string): string;
  /** The payload, or undefined when the cursor was not issued by this key to this audience. */
  open(cursor: string, audience: string): unknown;
}

export function createCursorCodec(secret?: string): CursorCodec {
  const key = secret
    ? createHash("sha256").update(`encaja-cursor:${secret}`).digest()
    : randomBytes(32);
  return {
    seal(payload, audience) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(audience, "utf8"));
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
    },
    open(cursor, audience) {
      try {
        const raw = Buffer.from(cursor, "base64url");
        if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(audience, "utf8"));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString("utf8"));
      } catch {
        return undefined;
      }
    },
  };
}
