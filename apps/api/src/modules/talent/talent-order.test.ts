import { routes, type TalentList } from "@encaja/contracts";
import { searchTalent, type TalentAfter, type TalentFilters } from "@encaja/matching";
import { beforeAll, describe, expect, it } from "vitest";
import { expectOk, type QueryOf } from "../../testing/call";
import { createMatchDeveloper } from "../../testing/matching";
import { setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
let ids: Record<string, string>;
beforeAll(async () => {
  // Created in this order, so each is more recently active than the one before.
  const strongOld = await createMatchDeveloper(t.db.db, {
    firstName: "Olga",
    skills: [["kotlin", "high_use"]],
  });
  const weak = await createMatchDeveloper(t.db.db, {
    firstName: "Wen",
    skills: [["java", "medium_use"]],
    bio: "Quiero aprender Kotlin el año que viene",
  });
  const strongNew = await createMatchDeveloper(t.db.db, {
    firstName: "Nico",
    skills: [
      ["kotlin", "medium_use"],
      ["java", "high_use"],
    ],
  });
  await createMatchDeveloper(t.db.db, { firstName: "Otro", country: "MX" });
  ids = {
    strongOld: strongOld.developerId,
    weak: weak.developerId,
    strongNew: strongNew.developerId,
  };
});

const page = async (query: QueryOf<typeof routes.talent.search>) =>
  expectOk(await t.call(routes.talent.search, { query }, { as: matcher }), 200);

describe("talent search order", () => {
  it("lists skill, stack or role matches before bio-only matches, most recently active first", async () => {
    const body = await page({ q: "kotlin", limit: 10 });
    expect(body.items.map((c) => c.professionalId)).toEqual([
      ids.strongNew,
      ids.strongOld,
      ids.weak,
    ]);
    expect(body.items.map((c) => c.rank)).toEqual([1, 1, 0.5]);
    expect(body.facets.total).toBe(3);
  });

  it("without text lists the most recently active first, with no rank", async () => {
    const body = await page({ limit: 10 });
    const order = body.items.map((c) => c.professionalId);
    expect(order.indexOf(ids.strongNew!)).toBeLessThan(order.indexOf(ids.weak!));
    expect(order.indexOf(ids.weak!)).toBeLessThan(order.indexOf(ids.strongOld!));
    expect(body.items.every((c) => c.rank === null)).toBe(true);
  });

  it("pages across both tiers with a cursor, skipping and repeating no one", async () => {
    for (const query of [{ q: "kotlin" }, { q: "kotlin java" }, { country: "AR" }, {}]) {
      const all = await page({ limit: 100, ...query });
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const body: TalentList = await page({ limit: 1, ...query, ...(cursor ? { cursor } : {}) });
        seen.push(...body.items.map((c) => c.hashedId));
        cursor = body.nextCursor;
      } while (cursor);
      expect(seen, JSON.stringify(query)).toEqual(all.items.map((c) => c.hashedId));
    }
  });

  it("returns the same pages whether each tier walks the activity index or sorts its matches", async () => {
    const filterSets: TalentFilters[] = [
      {},
      { q: "kotlin" },
      { q: "java" },
      { countries: ["AR"], seniorityRanks: [2] },
      { q: "nadie-sabe-esto" },
    ];
    for (const filters of filterSets) {
      const read = async (counts: { strong: number; weak: number }) => {
        const pages: string[][] = [];
        let after: TalentAfter | undefined;
        for (;;) {
          const rows = await searchTalent(t.db.db, { filters, after, limit: 2, counts });
          pages.push(rows.map((r) => r.developer_id));
          const last = rows.at(-1);
          if (rows.length < 2 || !last) break;
          after = {
            tier: last.tier,
            activeAtMicros: Number(last.active_at_micros),
            developerId: last.developer_id,
          };
        }
        return pages;
      };
      const sorted = await read({ strong: 0, weak: 0 });
      for (const counts of [
        { strong: 1e9, weak: 1e9 },
        { strong: 1e9, weak: 0 },
        { strong: 0, weak: 1e9 },
      ]) {
        expect(await read(counts), JSON.stringify({ filters, counts })).toEqual(sorted);
      }
    }
  });

  it("refuses the old readable cursors (400)", async () => {
    const legacy = Buffer.from(JSON.stringify([1.5, ids.weak])).toString("base64url");
    const fractional = Buffer.from(JSON.stringify([1, 1.5, ids.weak])).toString("base64url");
    for (const cursor of [legacy, fractional]) {
      const res = await t.app.inject({ url: `/talent?cursor=${cursor}`, headers: matcher.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});
