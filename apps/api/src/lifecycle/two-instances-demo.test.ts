import type { DbHandle } from "@encaja/db/client";
import { rowsOf } from "@encaja/db/queries";
import { createTestDb } from "@encaja/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_POPULATION } from "../seed";
import { type ApiProcess, startApiProcess } from "./api-process";

/**
 * Two compiled API processes started together on one new PostgreSQL database with DEMO_SEED=1:
 * one creates the demo accounts (the other finds them), one loads the rest in the background
 * (the other waits for its lock), and the demo data is there once, whole.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let db: DbHandle | undefined;
const apis: ApiProcess[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await db?.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await db!.db.execute(query))[0]!.n;

const demoState = async (api: ApiProcess) =>
  (
    (await fetch(`${api.url}/health/ready`).then((r) => r.json())) as {
      demoData: { state: string };
    }
  ).demoData.state;

describe.skipIf(!onPostgres)("two instances starting together with DEMO_SEED=1", () => {
  it("load the demo data once between them", async () => {
    db = await createTestDb();
    const env = {
      DATABASE_URL: String(db.pool?.options.connectionString),
      DB_POOL_SIZE: "4",
      NODE_ENV: "test",
      DEMO_SEED: "1",
    };
    apis.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    const deadline = Date.now() + 240_000;
    while ((await demoState(apis[0]!)) !== "ready" || (await demoState(apis[1]!)) !== "ready") {
      if (Date.now() > deadline) throw new Error("the demo data did not load within 240 s");
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(
      await count(
        sql`select count(*)::int as n from users where email like '%@demo.encaja.dev' and email !~ '^dev[0-9]+@'`,
      ),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await count(sql`select count(*)::int as n from users where email = 'admin@demo.encaja.dev'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from users where email ~ '^dev[0-9]+@demo'`),
    ).toBe(DEMO_POPULATION);
    expect(await count(sql`select count(*)::int as n from offers`)).toBe(5 * 24 + 1);
    for (const api of apis)
      expect(api.stderr.join(""), "no error logged").not.toMatch(/"level":50/);
  }, 300_000);
});
