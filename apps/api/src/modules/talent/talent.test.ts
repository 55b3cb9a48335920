import { Candidate, routes, TalentList, TalentQuery } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { skillId } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { setupSignedInUser, setupTestApp } from "../../testing/setup";
import type { TalentCounts } from "./talent.service";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
let ids: Record<string, string>;
beforeAll(async () => {
  const devs = {
    ana: await createMatchDeveloper(t.db.db, {
      firstName: "Ana",
      skills: [
        ["python", "high_use"],
        ["django", "medium_use"],
      ],
      techRole: "backend",
      mainStackCode: null,
      seniority: "senior",
      englishLevel: "c1",
      country: "MX",
      modalities: ["remote", "hybrid"],
      salaryUsd: 6000,
      bio: "Construí plataformas de pagos con microservicios",
    }),
    beto: await createMatchDeveloper(t.db.db, {
      firstName: "Beto",
      skills: [["python", "low_use"]],
      seniority: "junior",
      englishLevel: "a2",
      country: "AR",
      searchStatus: "not_searching",
      salaryUsd: 1500,
      availableInDays: 60,
    }),
    caro: await createMatchDeveloper(t.db.db, {
      firstName: "Caro",
      techRole: "frontend",
      skills: [["react", "high_use"]],
      englishLevel: null,
      country: "CO",
      modalities: ["on_site"],
      approval: "disapproved",
    }),
  };
  ids = Object.fromEntries(Object.entries(devs).map(([k, v]) => [k, v.developerId]));
});

const get = (url: string, headers: Record<string, string> = matcher.headers) =>
  t.app.inject({ url, headers });
const found = (body: TalentList) => body.items.map((c) => c.professionalId);

describe("GET /talent", () => {
  it("lists everyone for staff with facet counts", async () => {
    const res = await get("/talent?limit=100");
    const body = expectBody(res, TalentList);
    expect(found(body)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(body.facets.total).toBe(body.items.length);
    expect(body.facets.country).toEqual(
      expect.arrayContaining([
        { value: "MX", count: 1 },
        { value: "CO", count: 1 },
      ]),
    );
    expect(body.facets.englishGroup).toEqual(
      expect.arrayContaining([
        { value: "fluent", count: 1 },
        { value: "basic", count: 1 },
      ]),
    );
    const python = body.facets.skills.find((s) => s.name === "Python");
    expect(python?.count).toBe(2);
    const ana = body.items.find((c) => c.professionalId === ids.ana)!;
    expect(ana).toMatchObject({
      name: "Ana Eloper",
      anonymised: false,
      modalities: ["remote", "hybrid"],
    });
    expect(ana.skills[0]).toMatchObject({ name: "Python", level: "high_use" });
  });

  it("filters by skills with a minimum level, seniority, English group, modality, country, status, salary and availability", async () => {
    const python = await skillId(t.db.db, "python");
    const cases: Array<[string, string[]]> = [
      [`skills=${python}`, [ids.ana!, ids.beto!]],
      [`skills=${python}:medium_use`, [ids.ana!]],
      ["seniority=junior", [ids.beto!]],
      ["englishGroup=fluent", [ids.ana!]],
      ["englishGroup=none", [ids.caro!]],
      ["modality=on_site", [ids.caro!]],
      ["country=mx", [ids.ana!]],
      ["searchStatus=not_searching", [ids.beto!]],
      ["salaryMax=2000", [ids.beto!]],
      ["country=MX,AR,CO&availableBy=2099-01-01&salaryMax=5000", [ids.beto!, ids.caro!]],
      ["q=microservicios pagos", [ids.ana!]],
      ["q=pagos&country=AR", []],
    ];
    for (const [query, expected] of cases) {
      const body = TalentList.parse((await get(`/talent?limit=100&${query}`)).json());
      expect(
        found(body)
          .filter((id) => Object.values(ids).includes(id!))
          .sort(),
        query,
      ).toEqual([...expected].sort());
    }
    const withText = TalentList.parse((await get("/talent?q=pagos")).json());
    expect(withText.items[0]!.rank).toBeGreaterThan(0);
  });

  it("pages with a cursor", async () => {
    const all = TalentList.parse((await get("/talent?limit=100")).json());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: TalentList = TalentList.parse(
        (await get(`/talent?limit=1${cursor ? `&cursor=${cursor}` : ""}`)).json(),
      );
      seen.push(...body.items.map((c) => c.hashedId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((c) => c.hashedId));
  });

  it("anonymises customers' cards except developers presented to them, and hides disapproved profiles", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const offer = await createTestOffer(t.db.db, { customerId: customer.customerId! });
    const res = await t.call(
      routes.pipeline.addCandidate,
      { params: { id: offer.id }, body: { developerId: ids.ana!, origin: "talent_pool_search" } },
      { as: matcher },
    );
    const candidate = Candidate.parse(res.body);
    const before = TalentList.parse((await get("/talent?limit=100", customer.headers)).json());
    expect(
      before.items.every((c) => c.anonymised && c.name === null && c.professionalId === null),
    ).toBe(true);
    expect(before.items.some((c) => c.photoURL !== null)).toBe(false);
    // Opaque ids are random and may spell anything: look for the name everywhere else.
    const withoutIds = before.items.map(({ hashedId: _id, ...card }) => card);
    expect(JSON.stringify(withoutIds)).not.toContain("Ana");
    expect(before.items.map((c) => c.hashedId)).not.toContain(
      (
        await t.db.db.select().from(schema.developers).where(eq(schema.developers.id, ids.caro!))
      )[0]!.hashedId,
    );
    await t.db.db
      .update(schema.candidates)
      .set({
        status: "presented_to_client_pending",
        softStatus: "approved",
        hardStatus: "approved",
      })
      .where(eq(schema.candidates.id, candidate.id));
    await t.call(
      routes.pipeline.updateCandidate,
      { params: { id: candidate.id }, body: { status: "presented_to_client" } },
      { as: matcher },
    );
    const after = TalentList.parse((await get("/talent?limit=100", customer.headers)).json());
    const ana = after.items.find((c) => c.professionalId === ids.ana);
    expect(ana).toMatchObject({ anonymised: false, name: "Ana Eloper" });
    const other = await createSignedInUser(t.db.db, "customerAssociate");
    const stranger = TalentList.parse((await get("/talent?limit=100", other.headers)).json());
    expect(stranger.items.every((c) => c.anonymised)).toBe(true);
  });

  it("refuses developers and interviewers (403) and absurd filters (400)", async () => {
    for (const role of ["developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await get("/talent", user.headers)).statusCode).toBe(403);
    }
    const python = await skillId(t.db.db, "python");
    const many = Array.from({ length: 1000 }, () => python).join(",");
    for (const q of [
      "salaryMax=-1",
      "salaryMax=999999999",
      `skills=${many}`,
      `skills=${python}:expert`,
      "skills=00000000-0000-4000-8000-000000000000",
      "seniority=guru",
      "englishGroup=klingon",
      "country=XX",
      "availableBy=tomorrow",
      "limit=500",
      `q=${"x".repeat(201)}`,
      "cursor=abc",
      "unknown=1",
    ]) {
      const res = await get(`/talent?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe("VALIDATION");
    }
  });
});

describe("facet warm-up", () => {
  it("computes exactly the no-filter counts staff and customers then ask for", async () => {
    const { findTalent, warmTalentFacets } = await import("./talent.service");
    const { createFacetsCache } = await import("../offers/facets-cache");
    const inner = createFacetsCache<TalentCounts>(30);
    const computed: string[] = [];
    const cache = (key: string, compute: () => Promise<TalentCounts>) =>
      inner(key, () => {
        computed.push(key);
        return compute();
      });
    await warmTalentFacets(t.db.db, cache);
    expect(computed).toHaveLength(2);
    const customer = await createSignedInUser(t.db.db, "customer");
    const asAuth = (userId: string, role: "matchers" | "customer") => ({
      userId,
      role,
      sessionId: "s",
      method: "password",
      sessionCreatedAt: new Date(),
    });
    const query = TalentQuery.parse({});
    await findTalent(t.db.db, asAuth(matcher.userId, "matchers"), query, cache);
    await findTalent(t.db.db, asAuth(customer.userId, "customer"), query, cache);
    expect(computed).toHaveLength(2);
    await findTalent(
      t.db.db,
      asAuth(matcher.userId, "matchers"),
      { ...query, seniority: ["senior"] },
      cache,
    );
    expect(computed).toHaveLength(3);
  });
});
