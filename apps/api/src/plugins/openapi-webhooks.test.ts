import { WebhookEvent, webhookEventTypes } from "@encaja/contracts";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface WebhookOperation {
  operationId: string;
  summary: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody: {
    content: {
      "application/json": {
        schema: { properties: { type: { const?: string }; data: { properties: object } } };
        example: unknown;
      };
    };
  };
  responses: Record<string, unknown>;
}

describe("OpenAPI webhooks section", () => {
  it("documents every event type with its body schema, an example and the signature headers", async () => {
    const doc = (await t.app.inject({ url: "/docs/json" })).json() as {
      webhooks: Record<string, { post: WebhookOperation }>;
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...webhookEventTypes].sort());
    for (const type of webhookEventTypes) {
      const operation = doc.webhooks[type]!.post;
      expect(operation.summary, type).toBeTruthy();
      expect(operation.operationId, type).toMatch(/^webhook[A-Z][A-Za-z]*$/);
      const headers = operation.parameters.filter((p) => p.in === "header" && p.required);
      expect(headers.map((h) => h.name).sort()).toEqual([
        "webhook-id",
        "webhook-signature",
        "webhook-timestamp",
      ]);
      const body = operation.requestBody.content["application/json"];
      expect(body.schema.properties.type.const, type).toBe(type);
      expect(Object.keys(body.schema.properties.data.properties).length, type).toBeGreaterThan(0);
      expect(WebhookEvent.parse(body.example).type).toBe(type);
      expect(operation.responses["2XX"], type).toBeDefined();
    }
    const ids = webhookEventTypes.map((type) => doc.webhooks[type]!.post.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the document a valid OpenAPI 3.1 one", async () => {
    const doc = (await t.app.inject({ url: "/docs/json" })).json();
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
  });
});
