// Verifies an Encaja webhook (Standard Webhooks) with Node's own crypto. docs/integrations.md
import { createHmac, timingSafeEqual } from "node:crypto";

const TOLERANCE_SECONDS = 5 * 60;

/**
 * True when `body` (the raw request body, exactly as received) was signed with `secret`
 * (`whsec_…`) less than 5 minutes from `now` (milliseconds).
 */
export function verifyWebhook(secret, headers, body, now = Date.now()) {
  const id = headers["webhook-id"];
  const timestamp = Number(headers["webhook-timestamp"]);
  const signatures = headers["webhook-signature"] ?? "";
  if (!id || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(" ").some((signature) => {
    const [version, value = ""] = signature.split(",");
    const given = Buffer.from(value, "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
