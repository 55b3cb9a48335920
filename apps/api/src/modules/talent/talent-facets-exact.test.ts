import { skillNumbers } from "@encaja/db/queries";
import {
  createMatchIndex,
  type MatchIndex,
  type TalentFacetRow,
  type TalentFilters,
  talentFacets,
} from "@encaja/matching";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { skillId } from "../../testing/developers";
import { seedRankingPool } from "../../testing/ranking-pool";

/**
 * Talent facet counts from the in-memory index (ADR 0044, text: ADR 0046) against the SQL
 * aggregation, on a random pool: every facet, every count.
 */
let t: TestApp;
let index: MatchIndex;
const codes: Record<string, number[]> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { MATCH_INDEX: "sql" } });
  await seedRankingPool(t, 800);
  // Bios in both languages and varied names, for the text searches (the triggers refresh
  // talent_profiles' vectors).
  const bios = [
    "Desarrollo APIs y productos web para fintech y e-commerce",
    "Built data platforms and services for logistics and healthcare",
    "Ingeniera de software: microservicios en Node.js, liderazgo técnico",
    "Ingeniero/a de datos con Python; pipelines y análisis",
    "Mobile developer (React Native), the best apps",
    "",
  ];
  const names = ["Ana", "José", "María", "Nodal", "O'Neil", "Reactor"];
  await t.db.db.execute(sql`update developers set
      bio = (${`{${bios.map((b) => `"${b}"`).join(",")}}`}::text[])[1 + floor(random() * ${bios.length})::int],
      first_name = (${`{${names.map((n) => `"${n}"`).join(",")}}`}::text[])[1 + floor(random() * ${names.length})::int]
    where hashed_id like 'exact-%'`);
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

  it("equal the SQL counts for text searches, for staff (names too) and customers", async () => {
    const queries = [
      "react",
      "Node.js",
      "nodejs or python",
      "desarrollo",
      "productos fintech",
      "ingeniera",
      "Ingeniero/a datos",
      "the best",
      "de",
      "josé",
      "maria exact1",
      "o'neil",
      "reactor",
      "zzzz",
      "!!",
    ];
    const filterSets: TalentFilters[] = [
      {},
      { approvedOnly: true, seniorityRanks: [1, 2, 3], englishRanks: [2, 3, 4, 5] },
      { skillCodeSets: [codes.python!], countries: ["AR", "ES"], modalityMask: 1 },
    ];
    let matched = 0;
    for (const q of queries) {
      for (const names of [true, false]) {
        for (const rest of filterSets) {
          const filters = { ...rest, q, names };
          const fromSql = await talentFacets(t.db.db, filters);
          const syncs = index.stats().syncs;
          const fromIndex = await talentFacets(t.db.db, filters, index);
          expect(index.stats().syncs, "counted from the index").toBeGreaterThan(syncs);
          expect(sorted(fromIndex), JSON.stringify(filters)).toEqual(sorted(fromSql));
          matched += fromSql.find((r) => r.facet === "total")!.count;
        }
      }
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it("sees a bio written after the load", async () => {
    const filters = { q: "quetzalcoatl", names: false };
    expect(
      (await talentFacets(t.db.db, filters, index)).find((r) => r.facet === "total")!.count,
    ).toBe(0);
    await t.db.db.execute(sql`update developers set bio = 'Mi proyecto Quetzalcóatl'
      where hashed_id in ('exact-1', 'exact-2')`);
    const rows = await talentFacets(t.db.db, filters, index);
    expect(rows.find((r) => r.facet === "total")!.count).toBe(2);
    expect(rows.find((r) => r.facet === "strong")!.count).toBe(0);
    expect(sorted(rows)).toEqual(sorted(await talentFacets(t.db.db, filters)));
  });

  it("counts text searches in SQL when the index holds no lexemes", async () => {
    const noText = createMatchIndex({ text: false });
    await noText.load(t.db.db);
    const syncs = noText.stats().syncs;
    const filters = { q: "react", names: true };
    expect(sorted(await talentFacets(t.db.db, filters, noText))).toEqual(
      sorted(await talentFacets(t.db.db, filters)),
    );
    expect(noText.stats().syncs).toBe(syncs);
  });
});
