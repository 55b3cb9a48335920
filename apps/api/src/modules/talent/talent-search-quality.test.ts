import { routes } from "@encaja/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { expectOk, type QueryOf } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper, type MatchDeveloperInput } from "../../testing/matching";
import { type SignedInUser, setupSignedInUser, setupTestApp } from "../../testing/setup";

/** Search quality of talent search (ADR 0037): words, names for staff, tech role, multi-select. */
const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");

/** The searched-for developers, approved and without a main stack; their ids by key. */
const people = {
  zoe: {
    firstName: "Zoëlia",
    techRole: "backend",
    seniority: "semi_senior",
    skills: [["nodejs", "high_use"]],
    bio: "Ingeniera de software con experiencia en pagos",
  },
  bruno: {
    firstName: "Brunélo",
    techRole: "data_engineer",
    seniority: "senior",
    skills: [["python", "high_use"]],
    bio: "Desarrollador/a de pipelines de datos",
  },
  juan: {
    firstName: "Juanito",
    techRole: "frontend",
    seniority: "junior",
    skills: [["react", "medium_use"]],
  },
} satisfies Record<string, MatchDeveloperInput>;
const ids = {} as Record<keyof typeof people, string>;
let customer: SignedInUser;
beforeAll(async () => {
  for (const [key, person] of Object.entries(people)) {
    const input = { ...person, approval: "approved", mainStackCode: null } as const;
    ids[key as keyof typeof people] = (await createMatchDeveloper(t.db.db, input)).developerId;
  }
  customer = await createSignedInUser(t.db.db, "customer");
});

type TalentQuery = QueryOf<typeof routes.talent.search>;
const list = async (query: TalentQuery, as: SignedInUser = matcher) =>
  expectOk(await t.call(routes.talent.search, { query: { limit: 100, ...query } }, { as }), 200);
const found = async (query: TalentQuery, as: SignedInUser = matcher) => {
  const mine = Object.values(ids);
  return (await list(query, as)).items
    .map((c) => c.professionalId ?? c.hashedId)
    .filter((id) => mine.includes(id))
    .sort();
};
const q = (text: string) => ({ q: text });
const countOf = (entries: Array<{ value: string; count: number }>, value: string) =>
  entries.find((e) => e.value === value)?.count ?? 0;

describe("GET /talent text search", () => {
  it("matches skills by word prefix: node, nodejs, Node.js", async () => {
    for (const text of ["node", "nodejs", "Node.js", "NODE"]) {
      expect(await found(q(text)), text).toEqual([ids.zoe]);
    }
  });

  it("matches gendered forms and accents in the bio", async () => {
    for (const text of ["ingeniero", "ingeniera", "INGENIEROS"]) {
      expect(await found(q(text)), text).toEqual([ids.zoe]);
    }
    for (const text of ["desarrolladora", "desarrollador", "Desarrollador/a"]) {
      expect(await found(q(text)), text).toEqual([ids.bruno]);
    }
  });

  it("finds developers by first or last name, accents ignored, for staff only", async () => {
    expect(await found(q("zoelia"))).toEqual([ids.zoe]);
    expect(await found(q("ZOËL"))).toEqual([ids.zoe]);
    expect(await found(q("brunelo eloper"))).toEqual([ids.bruno]);
    const byName = await list(q("zoelia"));
    expect(byName.items[0]).toMatchObject({ name: "Zoëlia Eloper", rank: 1 });
    // Customers do not see names, so they cannot search by them either.
    expect((await list(q("zoelia"), customer)).items).toEqual([]);
    expect((await list(q("eloper"), customer)).items).toEqual([]);
    expect((await list(q("node"), customer)).items).toHaveLength(1);
  });
});

describe("GET /talent facets", () => {
  it("filters by tech role and answers a tech-role facet", async () => {
    expect(await found({ techRole: "backend" })).toEqual([ids.zoe]);
    expect(await found({ techRole: "backend,frontend" })).toEqual([ids.zoe, ids.juan].sort());
    const all = await list({});
    expect(countOf(all.facets.techRole, "data_engineer")).toBeGreaterThanOrEqual(1);
    // An unknown role on purpose: raw inject, off the contract.
    const res = await t.app.inject({ url: "/talent?techRole=wizard", headers: matcher.headers });
    expect(res.statusCode).toBe(400);
  });

  it("accepts several seniorities and counts each facet without its own filter", async () => {
    expect(await found({ seniority: "semi_senior,senior" })).toEqual([ids.zoe, ids.bruno].sort());
    const one = await list({ seniority: "senior", techRole: "backend,data_engineer,frontend" });
    expect(one.facets.total).toBe(one.items.length);
    const own = await list({ techRole: "backend,data_engineer,frontend" });
    for (const value of ["junior", "semi_senior", "senior"]) {
      expect(countOf(one.facets.seniority, value), value).toBe(
        countOf(own.facets.seniority, value),
      );
    }
    expect(countOf(one.facets.seniority, "junior")).toBeGreaterThanOrEqual(1);
    // Other facets follow the seniority filter: only seniors' roles are counted.
    expect(countOf(one.facets.techRole, "frontend")).toBe(
      one.items.filter((c) => c.techRole === "frontend").length,
    );
  });
});
