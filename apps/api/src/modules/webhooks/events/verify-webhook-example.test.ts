import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { exampleInstant, webhookEventExamples, webhookEventTypes } from "@encaja/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { generateWebhookSecret, webhookHeaders } from "../signing";

type Verify = (
  secret: string,
  headers: Record<string, string>,
  body: string,
  now?: number,
) => boolean;

/** The snippet docs/integrations.md shows, run against the product's own signer. */
let verifyWebhook: Verify;
const docs = resolve(import.meta.dirname, "../../../../../../docs");
const snippetFile = resolve(docs, "examples/verify-webhook.mjs");
beforeAll(async () => {
  ({ verifyWebhook } = (await import(pathToFileURL(snippetFile).href)) as {
    verifyWebhook: Verify;
  });
});

const secret = generateWebhookSecret();
const body = JSON.stringify({
  type: "offer.status_changed",
  timestamp: "2026-03-02T14:30:00.000Z",
  data: webhookEventExamples["offer.status_changed"],
});
const sentAt = 1_772_461_800;
const message = { id: "msg_docs_example", timestamp: sentAt, body };
const at = (seconds: number) => seconds * 1000;

describe("docs/examples/verify-webhook.mjs", () => {
  it("accepts what the product signs, also with a rotated secret beside the current one", () => {
    expect(verifyWebhook(secret, webhookHeaders([secret], message), body, at(sentAt))).toBe(true);
    const old = generateWebhookSecret();
    const both = webhookHeaders([secret, old], message);
    expect(verifyWebhook(old, both, body, at(sentAt + 60))).toBe(true);
  });

  it("refuses another body, another secret, another id and a stale or future timestamp", () => {
    const headers = webhookHeaders([secret], message);
    expect(verifyWebhook(secret, headers, body.replace("paused", "open"), at(sentAt))).toBe(false);
    expect(verifyWebhook(generateWebhookSecret(), headers, body, at(sentAt))).toBe(false);
    expect(verifyWebhook(secret, { ...headers, "webhook-id": "msg_other" }, body, at(sentAt))).toBe(
      false,
    );
    expect(verifyWebhook(secret, headers, body, at(sentAt + 301))).toBe(false);
    expect(verifyWebhook(secret, headers, body, at(sentAt - 301))).toBe(false);
    expect(verifyWebhook(secret, { ...headers, "webhook-timestamp": "soon" }, body)).toBe(false);
    expect(
      verifyWebhook(secret, { ...headers, "webhook-signature": "v1,AAAA" }, body, at(sentAt)),
    ).toBe(false);
  });
});

describe("docs/integrations.md", () => {
  const guide = readFileSync(resolve(docs, "integrations.md"), "utf8");

  it("shows each event type's example body as the contracts build it", () => {
    for (const type of webhookEventTypes) {
      const body = { type, timestamp: exampleInstant, data: webhookEventExamples[type] };
      expect(guide, type).toContain(`### \`${type}\``);
      expect(guide, type).toContain(`\`\`\`json\n${JSON.stringify(body, null, 2)}\n\`\`\``);
    }
  });

  it("shows the verification snippet as the tested file has it", () => {
    const code = readFileSync(snippetFile, "utf8").split("\n").slice(1).join("\n").trim();
    expect(guide).toContain(code);
  });
});
