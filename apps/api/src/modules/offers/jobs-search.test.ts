import { type JobList, routes } from "@encaja/contracts";
import { searchJobs } from "@encaja/db/queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectOk, type QueryOf } from "../../testing/call";
import { seedTestCatalog, skillId } from "../../testing/developers";
import { createUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";

/** Search quality of the job board (ADR 0037): words, prefixes, relevance, multi-select facets. */
let t: TestApp;
const ids: Record<string, string> = {};
/** A word only this file's offers contain, so searches ignore other data. */
const tag = "quorvex";

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_FACETS_TTL_SECONDS: "0" } });
  await seedTestCatalog(t.db.db);
  const db = t.db.db;
  const customerId = (await createUser(db, "customer")).customerId!;
  const skill = async (code: string) => ({
    skillId: await skillId(db, code),
    minLevel: "medium_use" as const,
    required: true,
  });
  // Created oldest first: by date alone the last one would lead.
  ids.node = (
    await createTestOffer(db, {
      customerId,
      body: {
        title: "Desarrollador/a Backend Node.js",
        description: `Equipo ${tag}.`,
        skills: [await skill("nodejs")],
        seniorities: ["senior"],
        techRole: "backend",
      },
    })
  ).id;
  ids.data = (
    await createTestOffer(db, {
      customerId,
      body: {
        title: "Ingeniero/a de Datos",
        description: `Equipo ${tag}: pipelines y modelos.`,
        skills: [await skill("postgresql")],
        seniorities: ["semi_senior"],
        techRole: "data_engineer",
      },
    })
  ).id;
  ids.react = (
    await createTestOffer(db, {
      customerId,
      body: {
        title: "Frontend React",
        description: `Equipo ${tag}. Algo de node en el servidor.`,
        skills: [await skill("react")],
        seniorities: ["junior"],
        techRole: "frontend",
      },
    })
  ).id;
});
afterAll(() => t.close());

const search = async (query: QueryOf<typeof routes.jobs.search>) => {
  const res = await t.call(routes.jobs.search, { query });
  return expectOk(res, 200);
};
const text = async (words: string) =>
  (await search({ q: `${words} ${tag}` })).items.map((j) => j.id);
const idsOf = (list: JobList) => list.items.map((j) => j.id).sort();
const countOf = (entries: Array<{ value: string; count: number }>, value: string) =>
  entries.find((e) => e.value === value)?.count ?? 0;

describe("GET /jobs text search", () => {
  it("finds Node.js by node, nodejs, Node.js and NODE", async () => {
    for (const words of ["node", "Node", "nodejs", "Node.js", "NODE.JS"]) {
      expect(await text(words), words).toContain(ids.node);
    }
    expect(await text("nodejs")).toEqual([ids.node]);
  });

  it("matches gendered and plural forms, accents and case", async () => {
    for (const words of ["ingeniero", "ingeniera", "ingenieros", "Ingeniero/a", "INGENIÉRA"]) {
      expect(await text(words), words).toEqual([ids.data]);
    }
    for (const words of ["desarrollador", "desarrolladora", "DESARROLLADÓRES", "desarrollador/a"]) {
      expect(await text(words), words).toEqual([ids.node]);
    }
    expect(await text("ingeniero de datos")).toEqual([ids.data]);
    expect((await search({ q: "!!!" })).items).toEqual([]);
  });

  it("orders text matches by relevance (title, then skills, then description only), then by date", async () => {
    // The React offer is newer but only mentions node in its description.
    expect(await text("node")).toEqual([ids.node, ids.react]);
    expect((await search({ q: tag })).items.map((j) => j.id)).toEqual([
      ids.react,
      ids.data,
      ids.node,
    ]);
  });

  it("pages relevance-ordered results with a cursor, skipping and repeating nothing", async () => {
    for (const direction of ["DESC", "ASC"] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: JobList = await search({
          q: `node ${tag}`,
          limit: 1,
          direction,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.items.map((j) => j.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, direction).toEqual([ids.node, ids.react]);
    }
  });
});

describe("GET /jobs relevance levels", () => {
  it("orders title and skills, title, skills, then description matches, by date within each, across pages in both directions", async () => {
    const db = t.db.db;
    const customerId = (await createUser(db, "customer")).customerId!;
    const kubernetes = {
      skillId: await skillId(db, "kubernetes"),
      minLevel: "medium_use" as const,
      required: true,
    };
    const react = {
      skillId: await skillId(db, "react"),
      minLevel: "medium_use" as const,
      required: true,
    };
    const offer = async (title: string, description: string, skill: typeof react) =>
      (await createTestOffer(db, { customerId, body: { title, description, skills: [skill] } })).id;
    // Created oldest first, one per level plus a second title match to order by date.
    const descriptionOnly = await offer("Plataforma interna", "Proyecto zentrix.", react);
    const skillsOnly = await offer("Plataforma cloud", "Sin más.", kubernetes);
    const titleOld = await offer("Zentrix frontend", "Sin más.", react);
    const both = await offer("Zentrix platform", "Sin más.", kubernetes);
    const titleNew = await offer("Zentrix web", "Sin más.", react);
    const q = "zentrix or kubernetes";
    const pages = async (direction: "ASC" | "DESC", limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: JobList = await search({
          q,
          limit,
          direction,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.items.map((j) => j.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const desc = [both, titleNew, titleOld, skillsOnly, descriptionOnly];
    expect(await pages("DESC", 20)).toEqual(desc);
    expect(await pages("DESC", 1)).toEqual(desc);
    expect(await pages("DESC", 2)).toEqual(desc);
    const asc = [both, titleOld, titleNew, skillsOnly, descriptionOnly];
    expect(await pages("ASC", 20)).toEqual(asc);
    expect(await pages("ASC", 2)).toEqual(asc);
  });
});

describe("the board's page query", () => {
  it("reads what a card shows, without the description or the search vector", async () => {
    const rows = await searchJobs(t.db.db, { q: tag, direction: "DESC", limit: 5 });
    expect(rows.length).toBeGreaterThan(0);
    for (const key of ["description", "searchVector", "skillIds", "skillNames"]) {
      expect(rows[0]!.offer).not.toHaveProperty(key);
    }
    expect(rows[0]!.offer).toHaveProperty("title");
  });
});

describe("GET /jobs multi-select facets", () => {
  it("accepts several values of a facet and counts each facet without its own filter", async () => {
    const one = await search({ q: tag, seniority: "senior" });
    expect(idsOf(one)).toEqual([ids.node]);
    expect(one.facets.total).toBe(1);
    // The other seniorities stay countable (and pickable) …
    expect(countOf(one.facets.seniority, "semi_senior")).toBe(1);
    expect(countOf(one.facets.seniority, "junior")).toBe(1);
    expect(countOf(one.facets.seniority, "senior")).toBe(1);
    // … while the other facets follow the seniority filter.
    expect(one.facets.techRole).toEqual([{ value: "backend", count: 1 }]);

    const two = await search({ q: tag, seniority: "semi_senior,senior" });
    expect(idsOf(two)).toEqual([ids.data, ids.node].sort());
    expect(two.facets.total).toBe(2);
    expect(countOf(two.facets.techRole, "frontend")).toBe(0);

    const roles = await search({
      q: tag,
      techRole: "backend,frontend",
      seniority: "junior,senior",
    });
    expect(idsOf(roles)).toEqual([ids.node, ids.react].sort());
    expect(countOf(roles.facets.techRole, "data_engineer")).toBe(0);
    expect(countOf(roles.facets.seniority, "semi_senior")).toBe(0);
    expect(countOf(roles.facets.seniority, "junior")).toBe(1);
  });
});
