import { MatchList, routes } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, get } = setupTestAppAs("matchers");

describe("GET /offers/{id}/matches", () => {
  it("ranks eligible developers with explained parts and hides the excluded by default", async () => {
    const { id } = await createTestOffer(t.db.db);
    const strong = await createMatchDeveloper(t.db.db, { firstName: "Strong" });
    const weak = await createMatchDeveloper(t.db.db, {
      firstName: "Weak",
      techRole: "frontend",
      mainStackCode: null,
      seniority: "junior",
      skills: [["nodejs", "low_use"]],
      salaryUsd: 7000,
    });
    const excluded = await createMatchDeveloper(t.db.db, { firstName: "Far", country: "ES" });
    const res = await get(`/offers/${id}/matches?limit=100`);
    const body = expectBody(res, MatchList);
    const ids = body.items.map((m) => m.developer.professionalId);
    expect(ids.indexOf(strong.developerId)).toBeLessThan(ids.indexOf(weak.developerId));
    expect(ids).not.toContain(excluded.developerId);
    const top = body.items.find((m) => m.developer.professionalId === strong.developerId)!;
    expect(top.parts.map((p) => p.criterion)).toEqual([
      "skills",
      "role_stack",
      "seniority",
      "salary",
      "english",
      "availability",
      "activity",
      "time_zone",
      "context",
    ]);
    expect(top.parts.reduce((s, p) => s + p.weight, 0)).toBe(100);
    expect(top.parts[0]!.explanation.text).toBe(
      "Cumple 1 de 1 habilidad obligatoria con el nivel pedido.",
    );
    const sum = top.parts.reduce((s, p) => s + p.weight * p.value, 0);
    expect(Math.abs(sum - top.score)).toBeLessThan(0.2);
  });

  it("renders explanations in English with Accept-Language: en", async () => {
    const { id } = await createTestOffer(t.db.db);
    await createMatchDeveloper(t.db.db);
    const res = await get(`/offers/${id}/matches?limit=1`, {
      ...matcher.headers,
      "accept-language": "en-US,en;q=0.9",
    });
    const [first] = MatchList.parse(res.json()).items;
    expect(first!.parts[0]!.explanation.text).toMatch(/^Meets \d of 1 required skill\b/);
    expect(first!.parts[0]!.explanation.key).toBe("skills.coverage");
  });

  it("includes excluded developers after the eligible ones, with every reason", async () => {
    const { id } = await createTestOffer(t.db.db);
    const far = await createMatchDeveloper(t.db.db, {
      country: "ES",
      englishLevel: "a1",
      searchStatus: "not_searching",
    });
    const res = await get(`/offers/${id}/matches?limit=100&includeExcluded=true`);
    const body = MatchList.parse(res.json());
    const item = body.items.find((m) => m.developer.professionalId === far.developerId)!;
    expect(item.excluded).toMatchObject({
      reason: "english_below_minimum",
      reasons: ["english_below_minimum", "country_not_allowed", "not_searching"],
    });
    const firstExcluded = body.items.findIndex((m) => m.excluded);
    expect(body.items.slice(firstExcluded).every((m) => m.excluded)).toBe(true);
  });

  it("pages with a cursor without repeating or skipping developers", async () => {
    const { id } = await createTestOffer(t.db.db);
    for (let i = 0; i < 5; i++) await createMatchDeveloper(t.db.db);
    const all = MatchList.parse(await get(`/offers/${id}/matches?limit=100`).then((r) => r.json()));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/offers/${id}/matches?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      const body = MatchList.parse(res.json());
      seen.push(...body.items.map((m) => m.developer.professionalId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((m) => m.developer.professionalId));
  });

  it("refuses customers and developers (403), unknown offers (404), closed offers (409)", async () => {
    const { id } = await createTestOffer(t.db.db);
    for (const role of ["customer", "customerAssociate", "developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await get(`/offers/${id}/matches`, user.headers)).statusCode).toBe(403);
    }
    expect((await t.call(routes.matching.matches, { params: { id }, query: {} })).status).toBe(401);
    const missing = await get("/offers/00000000-0000-4000-8000-000000000000/matches");
    expect(missing.statusCode).toBe(404);
    const closed = await createTestOffer(t.db.db, { status: "closed" });
    const res = await get(`/offers/${closed.id}/matches`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("OFFER_CLOSED");
  });

  it("rejects bad queries with 400 VALIDATION", async () => {
    const { id } = await createTestOffer(t.db.db);
    for (const q of ["limit=0", "limit=1000", "cursor=not*valid", "cursor=abc", "extra=1"]) {
      const res = await get(`/offers/${id}/matches?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe("VALIDATION");
    }
  });
});
