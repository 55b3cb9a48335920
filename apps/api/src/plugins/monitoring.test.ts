import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { routes } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { createSignedInUser } from "../testing/factories";
import { FAULT_ROUTE } from "./monitoring";

/** A loopback Sentry ingest: records every envelope the SDK's real transport posts. */
function startIngest(): Promise<{ server: Server; url: string; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers["content-encoding"] === "gzip";
      envelopes.push(`${request.url}\n${(gzipped ? gunzipSync(body) : body).toString("utf8")}`);
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, envelopes });
    });
  });
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("nothing arrived in time");
}

const PASSWORD = "Hunter2-Very-Secret-Password";
const COOKIE = "session=cookie-secret-value-123";
const QUERY_TOKEN = "query-token-secret-456";

describe("error reporting (ADR 0036)", () => {
  let t: TestApp;
  let ingest: Awaited<ReturnType<typeof startIngest>>;

  beforeAll(async () => {
    ingest = await startIngest();
    const dsnHost = ingest.url.replace("http://", "");
    t = await createTestApp({
      env: {
        SENTRY_DSN: `http://apipublickey@${dsnHost}/42`,
        SENTRY_ENVIRONMENT: "test",
      },
      faultInjection: true,
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => ingest?.server.close(resolve));
  });

  it("reports a 500 with request id, route and user id, and none of the request's secrets", async () => {
    const user = await createSignedInUser(t.app.db, "developer");
    const response = await t.app.inject({
      method: "POST",
      url: `${FAULT_ROUTE}?token=${QUERY_TOKEN}`,
      headers: {
        authorization: `Bearer ${user.token}`,
        cookie: COOKIE,
        "content-type": "application/json",
        "x-request-id": "scrub-test-request-0001",
      },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: "E0SERV" });

    const envelope = await waitFor(() =>
      ingest.envelopes.find((text) => text.includes("scrub-test-request-0001")),
    );
    expect(envelope.split("\n")[0]).toMatch(/^\/api\/42\/envelope\//);
    const [, header, , item] = envelope.split("\n");
    const event = JSON.parse(item ?? "{}");
    expect(JSON.parse(header ?? "{}")).toMatchObject({ event_id: event.event_id });
    expect(event.environment).toBe("test");
    expect(event.tags).toMatchObject({
      requestId: "scrub-test-request-0001",
      route: FAULT_ROUTE,
      method: "POST",
    });
    expect(event.user).toEqual({ id: user.userId });
    expect(event.exception.values[0].value).toContain("Fault injection");
    expect(event.request).toBeUndefined();

    for (const secret of [
      PASSWORD,
      user.token,
      user.email,
      "cookie-secret-value",
      QUERY_TOKEN,
      "authorization",
    ]) {
      expect(envelope).not.toContain(secret);
    }
  });

  it("does not report expected client errors", async () => {
    const before = ingest.envelopes.length;
    const response = await t.call(routes.users.me, {});
    expect(response.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ingest.envelopes.length).toBe(before);
  });
});
