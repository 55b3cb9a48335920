import {
  activityValue,
  availabilityValue,
  contextValue,
  createMatchIndex,
  englishValue,
  MATCH_TUNING,
  type MatchAfter,
  type MatchIndex,
  offerTerms,
  overlapMinutes,
  rankDevelopers,
  roleStackValue,
  SCORE_TERMS,
  salaryValue,
  scoreOf,
  searchStatusCredit,
  seniorityValue,
  skillsValue,
  timeZoneExcluded,
  timeZoneValue,
  todayUtc,
  zoneOffsetsOn,
} from "@encaja/matching";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedRankingPool } from "../../testing/ranking-pool";
import { toMatch } from "./explain";
import { loadMatchSpec } from "./matching.service";

/**
 * The SQL ranking against the formula's definition (`formula.ts`, decision 0051), then the
 * bounded top-k (decision 0039) and the in-memory index (decision 0044) against the
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
  }, 240_000);
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

describe("the formula", () => {
  it("is what the SQL computes: every value and score, bit for bit, from the row's facts", async () => {
    let checked = 0;
    let related = 0;
    let excludedByZone = 0;
    let withContext = 0;
    for (const offerId of offers) {
      const { spec } = await loadMatchSpec(t.db.db, offerId);
      const today = todayUtc();
      const o = offerTerms(spec, MATCH_TUNING, today);
      const offsets = zoneOffsetsOn(today).byZone;
      const rows = await rankDevelopers(t.db.db, {
        today,
        spec,
        tuning: MATCH_TUNING,
        includeExcluded: true,
        limit: 100_000,
        reference: true,
      });
      for (const r of rows) {
        const n = (v: number | null) => (v === null ? null : Number(v));
        const values: Record<(typeof SCORE_TERMS)[number], number> = {
          skills: skillsValue(
            o,
            Number(r.req_met),
            Number(r.req_near),
            Number(r.req_near2),
            Number(r.nice_met),
            Number(r.nice_near),
            Number(r.rel_credit),
          ),
          role_stack: roleStackValue(o, Number(r.role_match), r.stack_match),
          seniority: seniorityValue(o, Number(r.sen_dist)),
          english: englishValue(o, n(r.english_rank)),
          salary: salaryValue(o, n(r.salary_monthly_usd)),
          availability: availabilityValue(
            o,
            n(r.avail_weeks),
            searchStatusCredit(MATCH_TUNING, r.search_status),
          ),
          activity: activityValue(o, Number(r.active_days)),
          time_zone: timeZoneValue(o, n(r.tz_overlap)),
          context: contextValue(o, Number(r.ctx_points)),
        };
        expect(r.ex_time_zone).toBe(timeZoneExcluded(o, n(r.tz_overlap)));
        const offset = r.time_zone === null ? undefined : offsets.get(r.time_zone);
        expect(n(r.tz_overlap)).toBe(
          o.hasZone && offset !== undefined
            ? overlapMinutes(o, r.work_start_minute, r.work_end_minute, offset)
            : null,
        );
        if (Number(r.rel_credit) > 0) related++;
        if (r.ex_time_zone) excludedByZone++;
        if (o.hasContext && Number(r.ctx_points) > 0) withContext++;
        const fromSql = SCORE_TERMS.map((c) => Number(r[`v_${c}`]));
        expect(fromSql).toEqual(SCORE_TERMS.map((c) => values[c]));
        expect(Number(r.score)).toBe(scoreOf(o, fromSql));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
    // The pool exercises the new criteria: partial credit, time-zone exclusions, context.
    expect(Math.min(related, excludedByZone, withContext)).toBeGreaterThan(50);
  });
});
