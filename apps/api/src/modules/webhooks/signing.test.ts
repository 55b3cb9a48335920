import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateWebhookSecret, signWebhook, webhookHeaders } from "./signing";

describe("webhook signing (Standard Webhooks)", () => {
  it("reproduces the specification's published test vector", () => {
    const signature = signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", {
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
    });
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("signs with every secret given, space-separated, current one first", () => {
    const current = generateWebhookSecret();
    const previous = generateWebhookSecret();
    const message = { id: "msg_abc", timestamp: 1_700_000_000, body: '{"a":"ñ"}' };
    const headers = webhookHeaders([current, previous], message);
    const expected = [current, previous].map(
      (secret) =>
        `v1,${createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64"))
          .update(Buffer.from(`msg_abc.1700000000.{"a":"ñ"}`, "utf8"))
          .digest("base64")}`,
    );
    expect(headers).toEqual({
      "webhook-id": "msg_abc",
      "webhook-timestamp": "1700000000",
      "webhook-signature": expected.join(" "),
    });
  });

  it("makes secrets of 32 random bytes after whsec_", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it("refuses a secret without its prefix", () => {
    expect(() => signWebhook("c2VjcmV0", { id: "msg_1", timestamp: 1, body: "{}" })).toThrow();
  });
});
