// The whole demo data set loading in the background, as the server loads it after a first
// start (decision 0066): requests are answered meanwhile, closing stops it between two units,
// and the next start loads what is left, nothing twice. The one test file that loads all of it.
import { rmSync } from "node:fs";
import { ReadinessResponse, routes } from "@encaja/contracts";
import type { DbHandle } from "@encaja/db/client";
import { demoSeedProgress, listDemoSeedSteps, rowsOf } from "@encaja/db/queries";
import { createTestDb } from "@encaja/db/testing";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DEMO_POPULATION, demoSeedSteps } from "../seed";
import { DEMO_PASSWORD, seedDemo } from "../seed/demo-accounts";
import { testAppOptions, testConfig } from "../testing/app";
import { callRoute } from "../testing/call";

let db: DbHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await createTestDb();
  await seedDemo(db.db, { steps: demoSeedSteps.map((step) => step.name) });
});
afterAll(async () => {
  for (const app of apps) {
    await app.close();
    rmSync(app.config.DATA_DIR, { recursive: true, force: true });
  }
  await db.close();
});

/** An instance on the shared database, as the server builds it (the demo data allowed). */
async function startInstance() {
  const app = await buildApp({
    ...testAppOptions,
    config: testConfig({ MATCH_INDEX: "sql" }),
    db,
    logger: false,
    startMailSender: false,
    startHousekeeping: false,
    startDecisionReminders: false,
    startNotificationEmails: false,
    startWebhookWorker: false,
    demoSteps: demoSeedSteps,
  });
  apps.push(app);
  await app.ready();
  app.demoData.start();
  return app;
}

const readiness = async (app: FastifyInstance) => {
  const res = await callRoute(app, routes.system.ready, {});
  return { status: res.status, body: ReadinessResponse.parse(res.body) };
};

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await db.db.execute(query))[0]!.n;
const populationLoaded = () =>
  count(sql`select count(*)::int as n from users where email ~ '^dev[0-9]+@demo'`);

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signedIn(app: FastifyInstance, email: string) {
  const login = await app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  return (login.json() as { access_token: string }).access_token;
}

/** How many developers talent search counts with no filter (its cached facet counts). */
async function talentTotal(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: "GET",
    url: "/talent?limit=1",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { facets: { total: number } }).facets.total;
}

describe("the demo data's background load", () => {
  it("answers requests while it loads, and stops between two units when the app closes", async () => {
    const app = await startInstance();
    await until(async () => (await populationLoaded()) >= 5, 120_000);
    const ready = await readiness(app);
    expect(ready.status).toBe(200);
    expect(ready.body.demoData.state).toBe("loading");
    const login = await app.inject({
      method: "POST",
      url: "/auth/login",
      payload: { email: "matcher@demo.encaja.dev", password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const closing = performance.now();
    await app.close();
    expect(performance.now() - closing).toBeLessThan(5_000);
    const stoppedAt = await populationLoaded();
    await new Promise((r) => setTimeout(r, 300));
    expect(await populationLoaded()).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(DEMO_POPULATION);
    const population = (await listDemoSeedSteps(db.db)).find((s) => s.step === "population");
    expect(population).toMatchObject({ completed: false, cursor: { next: stoppedAt + 1 } });
  }, 180_000);

  it("goes on at the next start and loads all of it, nothing twice", async () => {
    const app = await startInstance();
    // Counts asked while it loads are cached; once it has loaded they are computed again.
    const matcher = await signedIn(app, "matcher@demo.encaja.dev");
    const during = await talentTotal(app, matcher);
    await app.demoData.settled;
    const after = await talentTotal(app, matcher);
    expect(after).toBeGreaterThan(during);
    expect(after).toBe(await talentTotal(await startInstance(), matcher));
    expect(app.demoData.failed).toBe(false);
    const progress = await demoSeedProgress(db.db);
    expect(progress).toEqual({ steps: demoSeedSteps.length, completed: demoSeedSteps.length });
    expect((await readiness(app)).body.demoData).toEqual({
      state: "ready",
      loaded: demoSeedSteps.length,
      steps: demoSeedSteps.length,
    });
    expect(await populationLoaded()).toBe(DEMO_POPULATION);
    // 24 in each status, and the draft offer of the hire request Acme Latam claimed.
    expect(await count(sql`select count(*)::int as n from offers`)).toBe(5 * 24 + 1);
    expect(
      await count(sql`select count(*)::int as n from (
        select offer_id, developer_id from candidates group by 1, 2 having count(*) > 1) d`),
    ).toBe(0);
    // What the later steps add: interviews, a hire, chats, budgets and the audit log's entries.
    for (const table of ["interviews", "chat_messages", "budgets", "audit_log", "api_keys"]) {
      expect(
        await count(sql.raw(`select count(*)::int as n from ${table}`)),
        table,
      ).toBeGreaterThan(0);
    }
  }, 300_000);
});
