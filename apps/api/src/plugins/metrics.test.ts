import { ErrorEnvelope } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";

const TOKEN = "metrics-token-for-tests-0123456789";

let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  [t, bare] = await Promise.all([
    createTestApp({ env: { METRICS_TOKEN: TOKEN } }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), bare.close()]));

const scrape = (app: TestApp["app"], authorization?: string) =>
  app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of the sample `name{labels…}` (labels as written, in order), or undefined. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /metrics", () => {
  it("answers 404 like an unknown route when METRICS_TOKEN is not configured", async () => {
    const res = await scrape(bare.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(res.json())).toMatchObject({
      code: "NOT_FOUND",
      message: "Route GET /metrics not found",
    });
  });

  it("answers 401 in the error envelope without the token or with a wrong one", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer"]) {
      const res = await scrape(t.app, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(ErrorEnvelope.parse(res.json()).code).toBe("AUTH_REQUIRED");
      expect(res.headers["www-authenticate"]).toContain("Bearer");
    }
  });

  it("answers the Prometheus text with every metric family", async () => {
    const res = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    for (const name of [
      "http_request_duration_seconds",
      "encaja_db_pool_max_connections",
      "encaja_db_pool_connections_in_use",
      "encaja_db_pool_connections_idle",
      "encaja_db_pool_waiting_clients",
      "encaja_outbox_pending_emails",
      "encaja_outbox_oldest_pending_age_seconds",
      "encaja_outbox_failed_emails",
      "encaja_webhook_pending_deliveries",
      "encaja_webhook_oldest_pending_age_seconds",
      "encaja_job_last_success_timestamp_seconds",
      "encaja_job_failures_total",
      "encaja_websocket_connections",
      "encaja_match_index_sync_age_seconds",
      "encaja_match_index_pending_changes",
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    const driver = t.db.kind;
    expect(sample(res.body, "encaja_db_pool_max_connections", `{driver="${driver}"}`)).toBe(
      driver === "pglite" ? 1 : 5,
    );
    expect(sample(res.body, "encaja_outbox_pending_emails")).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, "encaja_webhook_pending_deliveries")).toBe(0);
    expect(sample(res.body, "encaja_websocket_connections")).toBe(0);
  });

  it("counts a request under its route pattern, never its URL", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await t.app.inject({ url: `/jobs/${id}` });
    await t.app.inject({ url: `/no-such-route/${id}` });
    const { body } = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(body).not.toContain(id);
    expect(
      sample(
        body,
        "http_request_duration_seconds_count",
        '{method="GET",route="/jobs/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        body,
        "http_request_duration_seconds_count",
        '{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
  });

  it("reports each background job's runs", async () => {
    const { body } = await scrape(t.app, `Bearer ${TOKEN}`);
    // Test apps start no hourly job; the ranking index's sync is registered in every app.
    expect(sample(body, "encaja_job_period_seconds", '{task="ranking index"}')).toBe(30);
    expect(sample(body, "encaja_job_failures_total", '{task="ranking index"}')).toBe(0);
  });
});
