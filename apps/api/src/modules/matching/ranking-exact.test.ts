import {
  createMatchIndex,
  type MatchAfter,
  type MatchIndex,
  rankDevelopers,
} from "@encaja/db/queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { toMatch } from "./explain";
import { seedRankingPool } from "./ranking-pool.fixture";
import { loadMatchSpec } from "./service";
import { MATCH_TUNING } from "./weights";

/**
 * The bounded top-k (decision 0039) and the in-memory index (decision 0044) against the
 * reference full ranking, on a random pool with many near ties: same developers, order, scores
 * and explanations, also on later pages.
 */
let t: TestApp;
let offers: string[] = [];
let index: MatchIndex;

beforeAll(async () => {
  t = await createTestApp();
  offers = await seedRankingPool(t, 1500);
  index = createMatchIndex();
  await index.load(t.db.db);
}, 600_000);
afterAll(() => t.close());

async function comparePages(options: { index?: MatchIndex; includeExcluded: boolean }) {
  let compared = 0;
  for (const offerId of offers) {
    const { spec } = await loadMatchSpec(t.db.db, offerId);
    for (const limit of [1, 7, 30]) {
      let after: MatchAfter | undefined;
      for (let page = 0; page < 3; page++) {
        const input = {
          spec,
          tuning: MATCH_TUNING,
          includeExcluded: options.includeExcluded,
          after,
          limit,
        };
        const fast = await rankDevelopers(t.db.db, { ...input, index: options.index });
        const reference = await rankDevelopers(t.db.db, { ...input, reference: true });
        const view = (rows: typeof fast) => rows.map((r) => toMatch(r, spec, "en"));
        expect(view(fast)).toEqual(view(reference));
        compared += fast.length;
        const last = reference.at(-1);
        if (!last || reference.length < limit) break;
        after = {
          excluded: Boolean(last.excluded),
          score: Number(last.score),
          developerId: last.developer_id,
        };
      }
    }
  }
  return compared;
}

describe("bounded top-k ranking", () => {
  it("returns exactly the reference ranking's pages (ids, scores, explanations)", async () => {
    expect(await comparePages({ includeExcluded: false })).toBeGreaterThan(200);
  });
});

describe("in-memory ranking index", () => {
  it("holds every developer of the pool", () => {
    expect(index.state).toBe("ready");
    expect(index.developers).toBeGreaterThanOrEqual(1500);
  });

  it("picks exactly the reference pages, with and without excluded developers", async () => {
    const before = index.stats();
    expect(await comparePages({ index, includeExcluded: false })).toBeGreaterThan(200);
    expect(await comparePages({ index, includeExcluded: true })).toBeGreaterThan(200);
    const after = index.stats();
    // Every page came from the index: none fell back to SQL after a scoring difference.
    expect(after.mismatches).toBe(before.mismatches);
    expect(after.syncs).toBeGreaterThan(before.syncs + 50);
  });
});
