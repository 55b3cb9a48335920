import { rmSync } from "node:fs";
import { LivenessResponse, ReadinessResponse, routes } from "@encaja/contracts";
import { planDemoSeedSteps, saveDemoSeedStep } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { callRoute } from "../../testing/call";

let t: TestApp;

async function indexLoaded(app: TestApp["app"]) {
  const deadline = Date.now() + 10_000;
  while (app.matchIndex?.state !== "ready" && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ready = async (app: TestApp["app"]) => {
  const res = await callRoute(app, routes.system.ready, {});
  return { status: res.status, body: ReadinessResponse.parse(res.body) };
};

beforeAll(async () => {
  t = await createTestApp();
  await indexLoaded(t.app);
});
afterAll(() => t.close());

describe("GET /health/live", () => {
  it("answers ok without consulting anything", async () => {
    const res = await t.call(routes.system.live, {});
    expect(res.status).toBe(200);
    expect(LivenessResponse.parse(res.body)).toEqual({ status: "ok" });
  });
});

describe("GET /health/ready", () => {
  it("answers 200 when the database, migrations, index and storage answer", async () => {
    const { status, body } = await ready(t.app);
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.shuttingDown).toBe(false);
    expect(body.checks.database).toEqual({ status: "ok" });
    expect(body.checks.migrations).toMatchObject({ status: "ok" });
    expect(body.checks.migrations.detail).toMatch(/^\d+ applied$/);
    expect(body.checks.matchIndex).toEqual({ status: "ok" });
    expect(body.checks.storage.status).not.toBe("failing");
  });

  it("reports the demo data beside the checks, and stays ready while it loads", async () => {
    expect((await ready(t.app)).body.demoData).toEqual({ state: "none", loaded: 0, steps: 0 });
    await planDemoSeedSteps(t.db.db, ["first", "second"]);
    try {
      await saveDemoSeedStep(t.db.db, "first", null);
      const loading = await ready(t.app);
      expect(loading.status).toBe(200);
      expect(loading.body.demoData).toEqual({ state: "loading", loaded: 1, steps: 2 });
      await saveDemoSeedStep(t.db.db, "second", { next: 3 });
      expect((await ready(t.app)).body.demoData.state).toBe("loading");
      await saveDemoSeedStep(t.db.db, "second", null);
      expect((await ready(t.app)).body.demoData).toEqual({ state: "ready", loaded: 2, steps: 2 });
    } finally {
      await t.db.db.delete(schema.demoSeedSteps);
    }
  });

  it("answers 503 naming the storage when its check throws", async () => {
    const real = t.app.files;
    t.app.files = {
      ...real,
      check: async () => {
        throw new Error("bucket unreachable at 10.0.0.7");
      },
    };
    try {
      const { status, body } = await ready(t.app);
      expect(status).toBe(503);
      expect(body.status).toBe("unavailable");
      expect(body.checks.storage).toEqual({ status: "failing", detail: "unreachable" });
      expect(body.checks.database.status).toBe("ok");
      expect(JSON.stringify(body)).not.toContain("10.0.0.7");
    } finally {
      t.app.files = real;
    }
  });

  it("gives up on a check that hangs, within its timeout", async () => {
    const real = t.app.files;
    t.app.files = { ...real, check: () => new Promise<void>(() => {}) };
    try {
      const started = Date.now();
      const { status, body } = await ready(t.app);
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(status).toBe(503);
      expect(body.checks.storage).toEqual({ status: "failing", detail: "timed out after 2000 ms" });
    } finally {
      t.app.files = real;
    }
  });

  it("answers 503 while the instance is shutting down", async () => {
    const other = await createTestApp();
    try {
      await indexLoaded(other.app);
      expect((await ready(other.app)).status).toBe(200);
      other.app.inFlight.beginShutdown();
      const { status, body } = await ready(other.app);
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: "unavailable", shuttingDown: true });
    } finally {
      await other.close();
    }
  });

  it("answers 503 naming the database and the migrations when the database is closed", async () => {
    const other = await createTestApp();
    await indexLoaded(other.app);
    await other.db.close();
    try {
      const { status, body } = await ready(other.app);
      expect(status).toBe(503);
      expect(body.checks.database).toEqual({ status: "failing", detail: "the query failed" });
      expect(body.checks.migrations.status).toBe("failing");
      expect(body.checks.matchIndex.status).toBe("ok");
    } finally {
      // The database is gone already: only the app and its folder are left.
      await other.app.close().catch(() => {});
      rmSync(other.app.config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
