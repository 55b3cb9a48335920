import { MATCH_TUNING, rankDevelopers } from "@encaja/matching";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog, skillId } from "../../testing/developers";
import { createUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { ndcgAt, parseEvaluationSet } from "../../testing/matching-evaluation-set";
import { createTestOffer } from "../../testing/offers";
import { exclusionsOf } from "./explain";
import { loadMatchSpec } from "./matching.service";

/**
 * The recorded quality of the ranking on the labelled set (mean NDCG@10 over 30 offers).
 * Developers with equal scores are counted in their worst order (lowest gain first), so the
 * figure does not depend on random ids. Unlabelled developers (other offers') count as gain 0,
 * which also penalises good developers written for a similar offer. A change to weights or
 * formulas must not push it below this; raise it when it improves. Measured 0.9706 (2026-11-22).
 */
const RECORDED_NDCG_AT_10 = 0.97;

let t: TestApp;
const offers: Array<{ id: string; gains: Map<string, number> }> = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
  const { customerId } = await createUser(t.db.db, "customer");
  for (const item of parseEvaluationSet()) {
    const skills = await Promise.all(
      item.body.skills.map(async (s) => ({
        skillId: await skillId(t.db.db, s.code),
        minLevel: s.minLevel,
        required: s.required,
      })),
    );
    const { id } = await createTestOffer(t.db.db, {
      customerId: customerId!,
      body: { ...item.body, skills },
    });
    const gains = new Map<string, number>();
    for (const d of item.developers) {
      const dev = await createMatchDeveloper(t.db.db, { ...d.input, noPassword: true });
      gains.set(dev.developerId, d.gain);
    }
    offers.push({ id, gains });
  }
}, 600_000);
afterAll(() => t.close());

describe("ranking quality on the labelled evaluation set", () => {
  it("has at least 30 offers, each with good and bad developers", () => {
    expect(offers.length).toBeGreaterThanOrEqual(30);
    for (const o of offers) {
      const gains = [...o.gains.values()];
      expect(gains.some((g) => g === 2) && gains.some((g) => g === 0)).toBe(true);
    }
  });

  it(`keeps mean NDCG@10 at or above ${RECORDED_NDCG_AT_10}`, async () => {
    const scores: number[] = [];
    for (const o of offers) {
      const { spec } = await loadMatchSpec(t.db.db, o.id);
      const rows = await rankDevelopers(t.db.db, {
        spec,
        tuning: MATCH_TUNING,
        includeExcluded: false,
        limit: 30,
      });
      const gain = (id: string) => o.gains.get(id) ?? 0;
      const worstTieOrder = rows
        .map((r) => ({ id: r.developer_id, score: Number(r.score) }))
        .sort((a, b) => b.score - a.score || gain(a.id) - gain(b.id));
      scores.push(
        ndcgAt(
          10,
          worstTieOrder.map((r) => r.id),
          o.gains,
        ),
      );
    }
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    console.info(
      `Matching NDCG@10 over ${scores.length} offers: mean ${mean.toFixed(4)}, min ${Math.min(...scores).toFixed(4)} [${scores.map((s) => s.toFixed(3)).join(" ")}]`,
    );
    expect(mean).toBeGreaterThanOrEqual(RECORDED_NDCG_AT_10);
  });

  it("the skill-index shortcut ranks exactly like a full scan of the pool", async () => {
    for (const o of offers) {
      const { spec } = await loadMatchSpec(t.db.db, o.id);
      const fast = await rankDevelopers(t.db.db, {
        spec,
        tuning: MATCH_TUNING,
        includeExcluded: false,
        limit: 5,
      });
      const full = await rankDevelopers(t.db.db, {
        spec,
        tuning: MATCH_TUNING,
        includeExcluded: true,
        limit: 400,
      });
      const eligible = full.filter((r) => !exclusionsOf(r).length).slice(0, 5);
      expect(fast.map((r) => [r.developer_id, r.score])).toEqual(
        eligible.map((r) => [r.developer_id, r.score]),
      );
    }
  });

  it("NDCG is 1 for the ideal order and lower for a reversed one", () => {
    const gains = new Map([
      ["a", 2],
      ["b", 1],
      ["c", 0],
    ]);
    expect(ndcgAt(10, ["a", "b", "c"], gains)).toBe(1);
    expect(ndcgAt(10, ["c", "b", "a"], gains)).toBeLessThan(0.7);
  });
});
