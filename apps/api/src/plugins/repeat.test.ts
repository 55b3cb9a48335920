import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { jobStatuses } from "./job-status";
import { repeatWhileOpen } from "./repeat";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("repeatWhileOpen", () => {
  it("records each run's success or failure under the job's name", async () => {
    const app = Fastify();
    let runs = 0;
    repeatWhileOpen(app, { name: "flaky", firstMs: 1, everyMs: 5 }, async () => {
      runs++;
      if (runs % 2 === 0) throw new Error("every other run fails");
    });
    await app.ready();
    while (runs < 4) await sleep(5);
    await app.close();
    const status = jobStatuses(app).get("flaky");
    expect(status?.periodSeconds).toBe(0.005);
    expect(status?.failures).toBeGreaterThanOrEqual(2);
    expect(status?.lastSuccessSeconds).toBeCloseTo(Date.now() / 1000, -1);
  });

  it("starts no run once closing begins, and awaits the run under way", async () => {
    const app = Fastify();
    let started = 0;
    let finished = 0;
    repeatWhileOpen(app, { name: "slow", firstMs: 1, everyMs: 1 }, async () => {
      started++;
      await sleep(150);
      finished++;
    });
    await app.ready();
    while (started === 0) await sleep(2);
    await app.close();
    expect(finished).toBe(started);
    await sleep(50);
    expect(started).toBe(1);
  });
});
