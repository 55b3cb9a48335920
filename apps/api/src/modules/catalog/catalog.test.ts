import { LocationList, SkillList, StackList } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { seedCatalog } from "@encaja/db/seed";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const skills = async (query: string) =>
  SkillList.parse((await get(`/catalog/skills?${query}`)).json()).items;
const places = async (query: string) =>
  LocationList.parse((await get(`/catalog/locations?${query}`)).json()).items;

describe("catalogue seed", () => {
  it("holds hundreds of skills, dozens of stacks, the Americas and Spain", async () => {
    const count = async (
      table: typeof schema.skills | typeof schema.stacks | typeof schema.locations,
    ) => (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    expect(await count(schema.skills)).toBeGreaterThanOrEqual(300);
    expect(await count(schema.stacks)).toBeGreaterThanOrEqual(40);
    const countries = await places("kind=country&limit=100");
    expect(countries.length).toBeGreaterThanOrEqual(36);
    expect(countries.map((c) => c.id)).toEqual(
      expect.arrayContaining(["AR", "BR", "US", "CA", "ES", "TT"]),
    );
  });

  it("is idempotent: a re-run restores edited rows and leaves the others untouched", async () => {
    const { skills: table } = schema;
    const rows = () =>
      t.db.db
        .select({ code: table.code, name: table.name, at: sql<string>`ctid::text` })
        .from(table)
        .where(inArray(table.code, ["java", "react"]))
        .orderBy(table.code);
    await t.db.db
      .update(schema.skills)
      .set({ name: "Reakt" })
      .where(eq(schema.skills.code, "react"));
    const before = await rows();
    await seedCatalog(t.db.db);
    const after = await rows();
    expect(after.map((r) => r.name)).toEqual(["Java", "React"]);
    expect(after[0]?.at).toBe(before[0]?.at);
    expect(after[1]?.at).not.toBe(before[1]?.at);
    expect((await skills("q=react&limit=100")).filter((s) => s.code === "react")).toHaveLength(1);
  });
});

describe("GET /catalog/skills", () => {
  it("is public and cached for an hour", async () => {
    const res = await get("/catalog/skills");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(SkillList.parse(res.json()).items).toHaveLength(20);
  });

  it.each([
    ["node", "nodejs"],
    ["NODE", "nodejs"],
    ["c%23", "csharp"],
    ["java", "java"],
    ["spring", "spring"],
    ["kubernetes", "kubernetes"],
  ])("q=%s finds %s first", async (q, code) => {
    expect((await skills(`q=${q}`))[0]?.code).toBe(code);
  });

  it("keeps the original codes and names", async () => {
    const all = await skills("q=script&limit=100");
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "javascript", name: "JavaScript", category: "frontend" }),
        expect.objectContaining({ code: "typescript", name: "TypeScript" }),
      ]),
    );
  });

  it("filters by category and honours limit", async () => {
    const ios = await skills("category=ios&limit=5");
    expect(ios).toHaveLength(5);
    expect(ios.every((s) => s.category === "ios")).toBe(true);
  });

  it("treats LIKE wildcards literally", async () => {
    expect(await skills("q=%25%25")).toEqual([]);
    expect(await skills("q=_")).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ code: "java" })]),
    );
  });

  it.each(["limit=0", "limit=101", "category=cobol", "extra=1"])("400 for %s", async (query) => {
    expect((await get(`/catalog/skills?${query}`)).statusCode).toBe(400);
  });
});

describe("GET /catalog/stacks", () => {
  it("lists every stack with {name, code}", async () => {
    const res = await get("/catalog/stacks");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const { items } = StackList.parse(res.json());
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items).toContainEqual({ code: "node_react", name: "Node.js + React" });
    expect(items).toContainEqual({ code: "dotnet", name: ".NET (C#)" });
  });
});

describe("GET /catalog/locations", () => {
  it.each([
    ["bogota", "CO-bogota", "Bogotá"],
    ["BOGOTÁ", "CO-bogota", "Bogotá"],
    ["sao paulo", "BR-sao-paulo", "São Paulo"],
    ["montreal", "CA-montreal", "Montréal"],
    ["medellin", "CO-medellin", "Medellín"],
  ])("q=%s finds %s", async (q, id, name) => {
    const [first] = await places(`q=${encodeURIComponent(q)}`);
    expect(first).toMatchObject({ id, name, kind: "city" });
  });

  it('"mexico" finds the country first, then Ciudad de México', async () => {
    const items = await places("q=mexico");
    expect(items[0]).toMatchObject({ id: "MX", kind: "country", name: "México" });
    expect(items.map((i) => i.name)).toContain("Ciudad de México");
  });

  it("answers countryName in Spanish", async () => {
    const [ny] = await places("q=new%20york");
    expect(ny).toEqual({
      id: "US-new-york",
      kind: "city",
      name: "New York",
      countryCode: "US",
      countryName: "Estados Unidos",
    });
  });

  it("filters by country (any case) and kind", async () => {
    const ar = await places("country=ar&kind=city&limit=100");
    expect(ar.length).toBeGreaterThanOrEqual(10);
    expect(ar.every((l) => l.countryCode === "AR" && l.kind === "city")).toBe(true);
    expect(ar.map((l) => l.id)).toContain("AR-buenos-aires");
    const santiago = await places("q=santiago&country=CL");
    expect(santiago[0]?.id).toBe("CL-santiago");
  });

  it("has the capital and several cities for every country", async () => {
    const countries = await places("kind=country&limit=100");
    for (const big of ["AR", "BR", "MX", "CO", "CL", "PE", "US", "CA", "ES"]) {
      expect((await places(`country=${big}&kind=city&limit=100`)).length).toBeGreaterThan(15);
    }
    for (const country of countries) {
      expect((await places(`country=${country.id}&kind=city`)).length).toBeGreaterThan(0);
    }
  });

  it("lists countries before cities without a query", async () => {
    const items = await places("limit=5");
    expect(items.every((i) => i.kind === "country")).toBe(true);
    const res = await get("/catalog/locations?q=z");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it.each(["country=ARG", "kind=region", `q=${"x".repeat(81)}`])("400 for %s", async (query) => {
    expect((await get(`/catalog/locations?${query}`)).statusCode).toBe(400);
  });
});
