import { type JobFacets, JobList, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectOk, type QueryOf } from "../../testing/call";
import { seedTestCatalog, skillId } from "../../testing/developers";
import { createUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { jobBoardChanged } from "./sitemap-cache";

let t: TestApp;
const ids: Record<string, string> = {};
/** A word only this file's offers contain, so searches ignore other data. */
const tag = "zentaurix";

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_FACETS_TTL_SECONDS: "0" } });
  await seedTestCatalog(t.db.db);
  const db = t.db.db;
  const customerId = (await createUser(db, "customer")).customerId!;
  const make = async (
    key: string,
    status: "open" | "draft" | "paused" | "closed",
    body: object,
  ) => {
    ids[key] = (
      await createTestOffer(db, {
        customerId,
        status,
        body: { description: `Equipo ${tag}.`, ...body },
      })
    ).id;
  };
  await make("node", "open", { title: "Desarrollador Backend Node.js" });
  await make("react", "open", {
    title: "Frontend Engineer (React)",
    description: `Build a design system with our ${tag} team. Programación en pareja.`,
    techRole: "frontend",
    seniorities: ["junior"],
    modalities: ["hybrid"],
    countries: [],
    skills: [{ skillId: await skillId(db, "react"), minLevel: "medium_use", required: true }],
    budget: { min: 20, max: 30, currency: "USD", period: "hour" },
  });
  await make("secret", "open", {
    title: "Arquitecta de Software",
    confidential: true,
    showSalary: false,
    budget: { min: 8000, max: 9000, currency: "USD", period: "month" },
    countries: ["CL"],
  });
  await make("private", "open", { title: "Oferta privada", isPublic: false });
  await make("draft", "draft", { title: "Borrador" });
  await make("paused", "paused", { title: "Pausada" });
});
afterAll(() => t.close());

const search = async (query: QueryOf<typeof routes.jobs.search>) => {
  const res = await t.call(routes.jobs.search, { query: { q: tag, ...query } });
  expect(res.status, res.response.body).toBe(200);
  return JobList.parse(res.body);
};
const titles = (list: JobList) => list.items.map((j) => j.title).sort();

describe("GET /jobs", () => {
  it("lists only open, public offers, without budgets that are hidden or confidential names", async () => {
    const list = await search({});
    expect(titles(list)).toEqual(
      [
        "Arquitecta de Software",
        "Desarrollador Backend Node.js",
        "Frontend Engineer (React)",
      ].sort(),
    );
    const secret = list.items.find((j) => j.id === ids.secret)!;
    expect(secret.company).toBeNull();
    expect(secret.salary).toBeNull();
    const node = list.items.find((j) => j.id === ids.node)!;
    expect(node.company).not.toBeNull();
    expect(node.salary).toMatchObject({
      min: 3000,
      max: 4500,
      currency: "USD",
      monthlyUsdMax: 4500,
    });
    expect(JSON.stringify(list)).not.toContain("matchers");
  });

  it("searches title, description and skill names in Spanish and English, accent-insensitively", async () => {
    const q = async (text: string) => {
      const res = await t.call(routes.jobs.search, { query: { q: `${text} ${tag}` } });
      return titles(JobList.parse(res.body));
    };
    expect(await q("desarrolladores")).toEqual(["Desarrollador Backend Node.js"]);
    expect(await q("ARQUITECTA")).toEqual(["Arquitecta de Software"]);
    expect(await q("programacion")).toEqual(["Frontend Engineer (React)"]);
    expect(await q("engineers")).toEqual(["Frontend Engineer (React)"]);
    expect(await q("postgresql")).toEqual([
      "Arquitecta de Software",
      "Desarrollador Backend Node.js",
    ]);
    expect(await q("react")).toEqual(["Frontend Engineer (React)"]);
  });

  it("filters by tech role, seniority, modality, country, skills and salary", async () => {
    expect(titles(await search({ techRole: "frontend" }))).toEqual(["Frontend Engineer (React)"]);
    expect(titles(await search({ seniority: "junior,semi_senior" })).length).toBe(3);
    expect(titles(await search({ seniority: "junior" }))).toEqual(["Frontend Engineer (React)"]);
    expect(titles(await search({ modality: "hybrid" }))).toEqual(["Frontend Engineer (React)"]);
    // Countries: offers open to the country, or to anywhere (empty list).
    expect(titles(await search({ country: "cl" }))).toEqual(
      ["Arquitecta de Software", "Frontend Engineer (React)"].sort(),
    );
    expect(titles(await search({ skills: "react" }))).toEqual(["Frontend Engineer (React)"]);
    expect(titles(await search({ skills: "react,nodejs" })).length).toBe(3);
    expect(titles(await search({ skills: "no_such_skill" }))).toEqual([]);
    expect(titles(await search({ q: "engineer", skills: "react,nodejs" }))).toEqual([
      "Frontend Engineer (React)",
    ]);
    expect(titles(await search({ q: "engineer", skills: "nodejs" }))).toEqual([]);
    // Salary: monthly USD; 30 USD/hour = 4800/month; hidden budgets never match.
    expect(titles(await search({ salaryMin: 4600 }))).toEqual(["Frontend Engineer (React)"]);
    expect(titles(await search({ salaryMin: 4000 })).length).toBe(2);
    expect(titles(await search({ salaryMin: 8500 }))).toEqual([]);
  });

  it("answers facet counts over all matches", async () => {
    const { facets } = await search({ limit: 1 });
    expect(facets.total).toBe(3);
    expect(facets.techRole).toEqual([
      { value: "backend", count: 2 },
      { value: "frontend", count: 1 },
    ]);
    expect(facets.modality).toContainEqual({ value: "remote", count: 2 });
    expect(facets.country).toContainEqual({ value: "AR", count: 1 });
    expect(facets.skills).toContainEqual({ value: "nodejs", label: "Node.js", count: 2 });
  });

  it("pages with a cursor in both directions", async () => {
    for (const direction of ["ASC", "DESC"] as const) {
      const first = await search({ limit: 2, direction });
      expect(first.items).toHaveLength(2);
      const second = await search({ limit: 2, direction, cursor: first.nextCursor! });
      expect(second.items).toHaveLength(1);
      expect(second.nextCursor).toBeNull();
      const all = [...first.items, ...second.items].map((j) => j.publishedAt);
      const sorted = [...all].sort();
      expect(all).toEqual(direction === "ASC" ? sorted : sorted.reverse());
    }
  });

  it("rejects invalid filters", async () => {
    for (const query of [
      "seniority=guru",
      "modality=moon",
      "limit=0",
      "salaryMin=-1",
      "cursor=!!",
      "techRole=invalid",
    ]) {
      // Off-contract filters on purpose: raw inject, the typed caller would refuse them.
      const res = await t.app.inject({ url: `/jobs?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});

describe("facet cache", () => {
  it("reuses counts for the same filters in any order, and only for the same filters", async () => {
    const { createFacetsCache } = await import("./facets-cache");
    let calls = 0;
    const cache = createFacetsCache(30);
    const compute = async () => {
      calls++;
      return { total: calls, techRole: [], seniority: [], modality: [], country: [], skills: [] };
    };
    expect((await cache("a", compute)).total).toBe(1);
    expect((await cache("a", compute)).total).toBe(1);
    expect((await cache("b", compute)).total).toBe(2);
    const off = createFacetsCache(0);
    await off("a", compute);
    expect((await off("a", compute)).total).toBe(4);
  });

  it("answers an expired entry at once and refreshes it once in the background; drops old ones", async () => {
    const { createFacetsCache } = await import("./facets-cache");
    let clock = 0;
    const cache = createFacetsCache(30, () => clock);
    let calls = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<{ total: number } & Omit<JobFacets, "total">>((resolve) => {
        calls++;
        const total = calls;
        release = () =>
          resolve({ total, techRole: [], seniority: [], modality: [], country: [], skills: [] });
      });
    const first = cache("a", slow);
    release();
    expect((await first).total).toBe(1);
    clock = 31_000; // expired, still within the stale window: the old counts, one refresh
    expect((await cache("a", slow)).total).toBe(1);
    expect((await cache("a", slow)).total).toBe(1);
    expect(calls).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache("a", slow)).total).toBe(2);
    expect(calls).toBe(2);
    clock = 31_000 + 301_000; // past ten TTLs: computed again, waited for
    const late = cache("a", slow);
    release();
    expect((await late).total).toBe(3);
  });
});

describe("GET /jobs/:id", () => {
  it("answers public fields only", async () => {
    const res = await t.call(routes.jobs.get, { params: { id: ids.node! } });
    const job = expectOk(res, 200);
    expect(job).toMatchObject({ title: "Desarrollador Backend Node.js", minEnglishLevel: "b1" });
    expect(job.skills[0]).toMatchObject({ code: "nodejs", minLevel: "medium_use", required: true });
    // The raw answer: parsing with the contract would strip a leaked field.
    const body = res.response.json();
    for (const hidden of ["customer", "matchers", "budget", "isPublic", "status"]) {
      expect(body).not.toHaveProperty(hidden);
    }
  });

  it("hides the company of a confidential offer and an unshown budget", async () => {
    const job = expectOk(await t.call(routes.jobs.get, { params: { id: ids.secret! } }));
    expect(job.company).toBeNull();
    expect(job.salary).toBeNull();
    expect(JSON.stringify(job)).not.toContain("9000");
  });

  it("is 404 for drafts, paused, private and unknown offers", async () => {
    for (const key of ["draft", "paused", "private"]) {
      expect((await t.call(routes.jobs.get, { params: { id: ids[key]! } })).status, key).toBe(404);
    }
    const unknown = await t.call(routes.jobs.get, {
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("GET /jobs/sitemap (ADR 0017)", () => {
  it("lists every open public job in one answer, and nothing else", async () => {
    const res = await t.call(routes.jobs.sitemap, {});
    expect(res.status, res.response.body).toBe(200);
    expect(res.response.headers["cache-control"]).toBe("public, max-age=60");
    const listed = new Set(res.body.items.map((j) => j.id));
    for (const key of ["node", "react", "secret"]) expect(listed.has(ids[key]!)).toBe(true);
    for (const key of ["private", "draft", "paused"]) expect(listed.has(ids[key]!)).toBe(false);
    const node = res.body.items.find((j) => j.id === ids.node);
    expect(node?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("is cached per instance until this instance changes the job board", async () => {
    const listed = async () =>
      new Set(
        expectOk(await t.call(routes.jobs.sitemap, {})).items.map((j: { id: string }) => j.id),
      );
    const customerId = (await createUser(t.db.db, "customer")).customerId!;
    const offer = await createTestOffer(t.db.db, { customerId, status: "open", body: {} });
    // Published through the service: this instance's cached list is refreshed at once.
    expect((await listed()).has(offer.id)).toBe(true);
    // Paused straight in the database (as another instance would): the cached list lags...
    await t.db.db
      .update(schema.offers)
      .set({ status: "paused" })
      .where(eq(schema.offers.id, offer.id));
    expect((await listed()).has(offer.id)).toBe(true);
    // ...until the board changes here (or the 60 s TTL passes).
    jobBoardChanged();
    expect((await listed()).has(offer.id)).toBe(false);
  });
});
