import { MatchList, routes } from "@encaja/contracts";
import { createMatchIndex, MATCH_TUNING, type MatchIndex, rankDevelopers } from "@encaja/matching";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { seedRankingPool } from "../../testing/ranking-pool";
import { loadMatchSpec } from "./matching.service";

/**
 * The in-memory ranking index (ADR 0044) stays exact while the pool changes: two indexes
 * ("two API instances") on one database see every committed write at their next ranking.
 */
let t: TestApp;
let offerId: string;
let a: MatchIndex;
let b: MatchIndex;

beforeAll(async () => {
  t = await createTestApp({ env: { MATCH_INDEX: "sql" } });
  [offerId] = (await seedRankingPool(t, 300)) as [string];
  a = createMatchIndex();
  b = createMatchIndex();
  await Promise.all([a.load(t.db.db), b.load(t.db.db)]);
}, 300_000);
afterAll(() => t.close());

/** The top page through `index`, checked against the reference full ranking. */
async function topIds(index: MatchIndex, limit = 10): Promise<string[]> {
  const { spec } = await loadMatchSpec(t.db.db, offerId!);
  const input = { spec, tuning: MATCH_TUNING, includeExcluded: false, limit };
  const mismatches = index.stats().mismatches;
  const page = await rankDevelopers(t.db.db, { ...input, index });
  const reference = await rankDevelopers(t.db.db, { ...input, reference: true });
  expect(page.map((r) => [r.developer_id, r.score])).toEqual(
    reference.map((r) => [r.developer_id, r.score]),
  );
  expect(index.stats().mismatches).toBe(mismatches);
  return page.map((r) => r.developer_id);
}

describe("in-memory ranking index: freshness", () => {
  it("applies a change made after the load on every instance", async () => {
    const [top] = await topIds(a);
    await t.db.db.execute(sql`update developers set approval = 'disapproved' where id = ${top}`);
    expect(await topIds(b)).not.toContain(top);
    expect(await topIds(a)).not.toContain(top);
    await t.db.db.execute(sql`update developers set approval = 'approved' where id = ${top}`);
    expect((await topIds(b))[0]).toBe(top);
    expect((await topIds(a))[0]).toBe(top);
  });

  it("adds new developers and drops erased ones", async () => {
    const before = a.developers;
    const dev = await createMatchDeveloper(t.db.db, {
      firstName: "Newcomer",
      techRole: "backend",
      skills: [
        ["nodejs", "high_use"],
        ["postgresql", "high_use"],
      ],
      country: "AR",
      englishLevel: "c2",
      salaryUsd: 1000,
      availableInDays: 0,
      searchStatus: "actively_searching",
    });
    const id = dev.developerId;
    expect(await topIds(a, 50)).toContain(id);
    expect(a.developers).toBe(before + 1);
    // Erasure leaves a tombstone without a user, which talent_profiles drops (ADR 0014).
    await t.db.db.execute(sql`update developers set user_id = null where id = ${id}`);
    expect(await topIds(a, 50)).not.toContain(id);
    expect(a.developers).toBe(before);
  });

  it.runIf(process.env.DATABASE_URL)(
    "applies a transaction that commits after a later one was already read",
    async () => {
      const [first, second] = await topIds(a, 2);
      const url = (t.db.pool!.options as { connectionString: string }).connectionString;
      const slow = new pg.Client({ connectionString: url });
      const quick = new pg.Client({ connectionString: url });
      await Promise.all([slow.connect(), quick.connect()]);
      try {
        await slow.query("begin");
        await slow.query("update developers set approval = 'disapproved' where id = $1", [first]);
        await quick.query("update developers set approval = 'disapproved' where id = $1", [second]);
        // Reads the quick change; the slow transaction is still running.
        const page = await topIds(a, 2);
        expect(page).toContain(first);
        expect(page).not.toContain(second);
        await slow.query("commit");
        expect(await topIds(a, 2)).not.toContain(first);
      } finally {
        await slow.query("rollback").catch(() => {});
        for (const id of [first, second]) {
          await quick.query("update developers set approval = 'approved' where id = $1", [id]);
        }
        await Promise.all([slow.end(), quick.end()]);
      }
    },
  );
});

/** The developers GET /offers/{id}/matches answers a matcher, best first. */
async function matchedIds(app: TestApp, offerId: string): Promise<string[]> {
  const matcher = await createSignedInUser(app.db.db, "matchers");
  const res = await app.call(
    routes.matching.matches,
    { params: { id: offerId }, query: { limit: 5 } },
    { as: matcher },
  );
  return MatchList.parse(res.body).items.map((m) => m.developer.professionalId);
}

describe("GET /offers/{id}/matches through the index", () => {
  it("answers from the app's index once it is loaded", async () => {
    const app = await createTestApp();
    try {
      await seedTestCatalog(app.db.db);
      const { id } = await createTestOffer(app.db.db);
      const dev = await createMatchDeveloper(app.db.db, { firstName: "Indexed" });
      const index = app.app.matchIndex!;
      await expect.poll(() => index.state).toBe("ready");
      const syncs = index.stats().syncs;
      expect(await matchedIds(app, id)).toContain(dev.developerId);
      expect(index.stats().syncs).toBe(syncs + 1);
      expect(index.stats().mismatches).toBe(0);
    } finally {
      await app.close();
    }
  });

  it("ranks in SQL alone with MATCH_INDEX=sql", async () => {
    const app = await createTestApp({ env: { MATCH_INDEX: "sql" } });
    try {
      await seedTestCatalog(app.db.db);
      const { id } = await createTestOffer(app.db.db);
      const dev = await createMatchDeveloper(app.db.db, { firstName: "Plain" });
      expect(app.app.matchIndex).toBeUndefined();
      expect(await matchedIds(app, id)).toContain(dev.developerId);
    } finally {
      await app.close();
    }
  });
});
