import {
  createMatchIndex,
  type MatchIndex,
  skillNumbers,
  type TalentFacetRow,
  type TalentFilters,
  talentFacets,
} from "@encaja/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { skillId } from "../../testing/developers";
import { seedRankingPool } from "../matching/ranking-pool.fixture";

/**
 * Talent facet counts from the in-memory index (ADR 0044) against the SQL aggregation, on a
 * random pool, for filter sets without text: every facet, every count.
 */
let t: TestApp;
let index: MatchIndex;
const codes: Record<string, number[]> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { MATCH_INDEX: "sql" } });
  await seedRankingPool(t, 800);
  for (const code of ["nodejs", "react", "python"]) {
    const id = await skillId(t.db.db, code);
    const num = (await skillNumbers(t.db.db, [id])).get(id)!;
    // At or above medium use (level 2 of 0–5).
    codes[code] = [2, 3, 4, 5].map((level) => num * 8 + level);
  }
  index = createMatchIndex();
  await index.load(t.db.db);
}, 300_000);
afterAll(() => t.close());

const sorted = (rows: TalentFacetRow[]) =>
  rows.map((r) => `${r.facet}|${r.value}|${r.label}|${r.count}`).sort((a, b) => a.localeCompare(b));

describe("talent facet counts from the index", () => {
  it("equal the SQL counts for every filter set without text", async () => {
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const sets: TalentFilters[] = [
      {},
      { approvedOnly: true },
      { techRoles: ["backend", "frontend"] },
      { seniorityRanks: [2, 4], englishRanks: [3, 4, 5] },
      { englishRanks: [], englishUnknown: true },
      { englishRanks: [0, 1], englishUnknown: true, modalityMask: 1 },
      { countries: ["AR", "MX"], searchStatuses: ["actively_searching", "not_searching"] },
      { salaryMax: 3500, availableBy: inAMonth },
      { skillCodeSets: [codes.nodejs!] },
      { skillCodeSets: [codes.react!, codes.python!], seniorityRanks: [0, 1, 2] },
      {
        approvedOnly: true,
        techRoles: ["fullstack", "devops"],
        seniorityRanks: [1, 3],
        englishRanks: [2, 3],
        modalityMask: 6,
        countries: ["ES"],
        searchStatuses: ["open_to_opportunities"],
        skillCodeSets: [codes.nodejs!],
      },
    ];
    for (const filters of sets) {
      const fromSql = await talentFacets(t.db.db, filters);
      const fromIndex = await talentFacets(t.db.db, filters, index);
      expect(sorted(fromIndex), JSON.stringify(filters)).toEqual(sorted(fromSql));
    }
    // The unfiltered pool is large enough for the comparison to mean something.
    const all = await talentFacets(t.db.db, {}, index);
    expect(all.find((r) => r.facet === "total")!.count).toBeGreaterThanOrEqual(800);
    expect(all.filter((r) => r.facet === "skill").length).toBeGreaterThan(3);
  });

  it("leaves text searches to SQL", async () => {
    const syncs = index.stats().syncs;
    await talentFacets(t.db.db, { q: "react" }, index);
    expect(index.stats().syncs).toBe(syncs);
  });
});
