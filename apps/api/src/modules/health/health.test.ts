import { ErrorEnvelope, HealthResponse, routes } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { appError } from "../../errors/app-error";
import { createTestApp, TEST_WEB_URL, type TestApp } from "../../testing/app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      // Routes that exist only to exercise the error handler.
      app.post(
        "/__test/echo",
        {
          schema: { body: z.strictObject({ name: z.string().max(5), age: z.number().int() }) },
          config: { action: "system.health" },
        },
        async (request) => request.body,
      );
      app.get("/__test/boom", { config: { action: "system.health" } }, async () => {
        throw new Error("secret internal detail");
      });
      app.get("/__test/conflict", { config: { action: "system.health" } }, async () => {
        throw appError("INVALID_TRANSITION", "Nope", {
          details: { status: "filled", allowed: [] },
        });
      });
    },
  });
});
afterAll(() => t.close());

describe("GET /health", () => {
  it("answers ok after a real database round trip", async () => {
    const res = await t.call(routes.system.health, {});
    expect(res.status).toBe(200);
    expect(HealthResponse.parse(res.body)).toEqual({ status: "ok", db: "ok" });
    expect(res.response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("echoes a well-formed incoming request id", async () => {
    const res = await t.app.inject({ url: "/health", headers: { "x-request-id": "abc-12345678" } });
    expect(res.headers["x-request-id"]).toBe("abc-12345678");
  });

  it("sets security headers", async () => {
    const res = await t.call(routes.system.health, {});
    expect(res.response.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.response.headers["strict-transport-security"]).toContain("max-age=");
    expect(res.response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.response.headers["x-frame-options"]).toBeDefined();
  });
});

describe("CORS allow-list", () => {
  it("allows WEB_URL", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/health",
      headers: { origin: TEST_WEB_URL, "access-control-request-method": "GET" },
    });
    expect(res.headers["access-control-allow-origin"]).toBe(TEST_WEB_URL);
  });

  it("refuses any other origin", async () => {
    const res = await t.app.inject({
      url: "/health",
      headers: { origin: "http://evil.example" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("error envelope", () => {
  const envelope = (body: unknown) => ErrorEnvelope.parse(body);

  it("validation → 400 VALIDATION with the errors list", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/__test/echo",
      payload: { name: "too long", age: "x", extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = envelope(res.json());
    expect(body).toMatchObject({
      statusCode: 400,
      code: "VALIDATION",
      message: "Validation failed",
    });
    const paths = body.errors?.map((e) => e.path) ?? [];
    expect(paths).toContain("body.name");
    expect(paths).toContain("body.age");
    expect(body.errors?.length).toBeGreaterThanOrEqual(3);
  });

  it("malformed JSON → 400 BAD_REQUEST", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/__test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res.json()).code).toBe("BAD_REQUEST");
  });

  it("oversized body → 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/__test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res.json()).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("unsupported content type → 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/__test/echo",
      headers: { "content-type": "application/x-something" },
      payload: "abc",
    });
    expect(res.statusCode).toBe(415);
    expect(envelope(res.json()).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("unknown route → 404 NOT_FOUND", async () => {
    const res = await t.app.inject({ url: "/no-such-route?x=1" });
    expect(res.statusCode).toBe(404);
    expect(envelope(res.json())).toMatchObject({
      code: "NOT_FOUND",
      message: "Route GET /no-such-route not found",
    });
  });

  it("unexpected error → 500 E0SERV without internals", async () => {
    const res = await t.app.inject({ url: "/__test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      code: "E0SERV",
      message: "Internal server error",
    });
    expect(res.body).not.toContain("secret");
  });

  it("an AppError keeps its code, status and extra details", async () => {
    const res = await t.app.inject({ url: "/__test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: "INVALID_TRANSITION",
      message: "Nope",
      status: "filled",
      allowed: [],
    });
  });
});

describe("OpenAPI", () => {
  it("serves the JSON document generated from the contracts", async () => {
    const res = await t.app.inject({ url: "/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/health"].get.responses["200"]).toBeDefined();
  });

  it("serves the browsable UI", async () => {
    const res = await t.app.inject({ url: "/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});
