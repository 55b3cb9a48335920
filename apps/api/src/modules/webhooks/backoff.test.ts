import { routes } from "@encaja/contracts";
import { recordWebhookEvent } from "@encaja/db/queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { eventually } from "../../testing/assertions";
import { createTestTeam } from "../../testing/team";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver";
import { AUTO_PAUSE, RETRY_SCHEDULE_MS, retryDelayMs, shouldPause } from "./worker";

const HOUR = 3600_000;

describe("webhook retry schedule", () => {
  it("waits 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then gives up (about a day in all)", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, middle))).toEqual([
      5_000,
      300_000,
      1_800_000,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
    ]);
    expect(retryDelayMs(7, middle)).toBeNull();
    const total = RETRY_SCHEDULE_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total / HOUR).toBeGreaterThan(17);
    expect(total / HOUR).toBeLessThan(24);
  });

  it("spreads each wait by ±10 % so failures together do not come back together", () => {
    expect(retryDelayMs(2, () => 0)).toBe(270_000);
    expect(retryDelayMs(2, () => 1)).toBe(330_000);
  });

  it("pauses after hours of failures with 10 in a row or a delivery given up", () => {
    const now = new Date("2026-01-01T12:00:00Z");
    const since = (hours: number) => new Date(now.getTime() - hours * HOUR);
    const active = "active" as const;
    const streak = (failureStreak: number, hours: number) => ({
      failureStreak,
      failingSince: since(hours),
      status: active,
    });
    expect(shouldPause(streak(AUTO_PAUSE.failures, 6), false, now)).toBe(true);
    expect(shouldPause(streak(AUTO_PAUSE.failures - 1, 6), false, now)).toBe(false);
    expect(shouldPause(streak(3, 18), true, now)).toBe(true);
    expect(shouldPause(streak(50, 5), true, now)).toBe(false);
    expect(shouldPause({ ...streak(50, 12), status: "paused" }, true, now)).toBe(false);
  });
});

describe("a running webhook worker", () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true" }, startWebhookWorker: true });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it("is woken by the event's commit: the first attempt follows well within a second", async () => {
    const team = await createTestTeam(t.db.db);
    await t.call(
      routes.webhooks.create,
      { body: { url: receiver.url, events: ["budget.sent"] } },
      { as: team.owner },
    );
    const started = Date.now();
    await t.db.db.transaction((tx) =>
      recordWebhookEvent(tx, { customerId: team.customerId, type: "budget.sent", data: {} }),
    );
    await eventually(async () => receiver.received.length === 1, 5_000);
    // Without the NOTIFY it would wait for the next poll (up to a second).
    expect(Date.now() - started).toBeLessThan(800);
  });
});
