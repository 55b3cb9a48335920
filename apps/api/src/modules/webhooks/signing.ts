import { createHmac, randomBytes } from "node:crypto";

/** Standard Webhooks secrets: `whsec_` + the base64 of the HMAC key. */
const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 32;

/** A new signing secret (32 random bytes, the HMAC-SHA256 block-size-friendly length). */
export const generateWebhookSecret = (): string =>
  `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;

/** The HMAC key a `whsec_` secret stands for. */
function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error("A webhook secret starts with whsec_");
  return Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
}

export interface SignedMessage {
  /** The message id (`msg_…`), the same on every attempt. */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The exact bytes sent. */
  body: string;
}

/** One `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signature. */
export function signWebhook(secret: string, message: SignedMessage): string {
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac("sha256", secretKey(secret)).update(signed).digest("base64")}`;
}

/**
 * The Standard Webhooks headers of one attempt. Every secret given signs (the current one and,
 * during a rotation's grace period, the previous one), space-separated as the spec allows, so a
 * receiver still holding the old secret verifies too.
 */
export function webhookHeaders(
  secrets: readonly string[],
  message: SignedMessage,
): Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string> {
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": secrets.map((secret) => signWebhook(secret, message)).join(" "),
  };
}
