import { readFileSync } from "node:fs";
import { DeveloperProfile, Experience } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";
import { buildDocument } from "../deep-profiles/document";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");

type Headers = Record<string, string>;
const { post, get, send } = requestsWith(t);
const patch = async (headers: Headers, payload: object) =>
  expectBody(await send("PATCH", "/developers/me", headers, payload), DeveloperProfile);

describe("the developer's time zone and working day", () => {
  it("defaults the zone from a new location, by city where the country has several zones", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expect(await patch(dev.headers, { locationId: "MX-tijuana" })).toMatchObject({
      timeZone: "America/Tijuana",
      workingHours: null,
    });
    // Moving keeps the zone the developer already has.
    expect(await patch(dev.headers, { locationId: "ES-madrid" })).toMatchObject({
      timeZone: "America/Tijuana",
    });

    const other = await createSignedInUser(t.db.db, "developer");
    expect((await patch(other.headers, { locationId: "BR" })).timeZone).toBe("America/Sao_Paulo");
    expect((await patch(other.headers, { timeZone: null, locationId: "ES-madrid" })).timeZone).toBe(
      null,
    );
    expect(
      (await patch(other.headers, { timeZone: "America/Bogota", locationId: "ES-madrid" }))
        .timeZone,
    ).toBe("America/Bogota");
  });

  it("the backfill gives developers with a location and no zone their location's zone", async () => {
    const [city, country, stated] = await Promise.all([
      createSignedInUser(t.db.db, "developer"),
      createSignedInUser(t.db.db, "developer"),
      createSignedInUser(t.db.db, "developer"),
    ]);
    const place = async (userId: string, locationId: string, timeZone: string | null) =>
      t.db.db
        .update(schema.developers)
        .set({ locationId, timeZone })
        .where(eq(schema.developers.userId, userId));
    await place(city.userId, "US-seattle", null);
    await place(country.userId, "CO", null);
    await place(stated.userId, "US-seattle", "Asia/Tokyo");
    const backfill = new URL(
      "../../../../../packages/db/migrations/0032_developer_time_zone_backfill.sql",
      import.meta.url,
    );
    await t.db.db.execute(sql.raw(readFileSync(backfill, "utf8")));
    const zoneOf = async (userId: string) =>
      (
        await t.db.db
          .select({ zone: schema.developers.timeZone })
          .from(schema.developers)
          .where(eq(schema.developers.userId, userId))
      )[0]?.zone;
    expect(await zoneOf(city.userId)).toBe("America/Los_Angeles");
    expect(await zoneOf(country.userId)).toBe("America/Bogota");
    expect(await zoneOf(stated.userId)).toBe("Asia/Tokyo");
  });

  it("states, returns and clears the working day", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const stated = await patch(dev.headers, {
      timeZone: "Europe/Madrid",
      workingHours: { start: "08:30", end: "17:00" },
    });
    expect(stated).toMatchObject({
      timeZone: "Europe/Madrid",
      workingHours: { start: "08:30", end: "17:00" },
    });
    const again = expectBody(await get("/developers/me", dev.headers), DeveloperProfile);
    expect(again.workingHours).toEqual({ start: "08:30", end: "17:00" });
    expect((await patch(dev.headers, { workingHours: null })).workingHours).toBeNull();
    expect((await patch(dev.headers, { firstName: "Ana" })).timeZone).toBe("Europe/Madrid");
  });

  it.each([
    [{ timeZone: "Mars/Olympus_Mons" }, "body.timeZone"],
    [{ workingHours: { start: "18:00", end: "09:00" } }, "body.workingHours.end"],
    [{ workingHours: { start: "10:00", end: "10:00" } }, "body.workingHours.end"],
    [{ workingHours: { start: "9:00", end: "18:00" } }, "body.workingHours.start"],
    [{ workingHours: { start: "09:00" } }, "body.workingHours.end"],
  ])("400 VALIDATION for %j", async (payload, path) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await send("PATCH", "/developers/me", dev.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION" });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe("an experience's industry, company size and project type", () => {
  const base = {
    company: "Ualá",
    title: "Backend Engineer",
    startDate: "2021-03",
    endDate: null,
    current: true,
  };

  it("round-trips them, and leaves them null when not stated", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const created = await post("/developers/me/experiences", dev.headers, {
      ...base,
      industry: "fintech",
      companySize: "201-1000",
      projectType: "scaling",
    });
    expect(created.statusCode).toBe(201);
    const experience = expectBody(created, Experience, 201);
    expect(experience).toMatchObject({
      industry: "fintech",
      companySize: "201-1000",
      projectType: "scaling",
    });
    const listed = (await get("/developers/me/experiences", dev.headers)).json().items;
    expect(listed[0]).toMatchObject({ industry: "fintech", companySize: "201-1000" });

    const cleared = await send(
      "PATCH",
      `/developers/me/experiences/${experience.id}`,
      dev.headers,
      { ...base, industry: null, companySize: "11-50" },
    );
    expect(cleared.json()).toMatchObject({
      industry: null,
      companySize: "11-50",
      projectType: null,
    });

    const plain = await post("/developers/me/experiences", dev.headers, base);
    expect(plain.json()).toMatchObject({ industry: null, companySize: null, projectType: null });
  });

  it("staff see them on the developer's profile and the deep profile carries them", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await post("/developers/me/experiences", dev.headers, {
      ...base,
      industry: "healthtech",
      companySize: "1001+",
    });
    const [row] = await t.db.db
      .select({ id: schema.developers.id })
      .from(schema.developers)
      .where(eq(schema.developers.userId, dev.userId));
    const view = (await get(`/developers/${row!.id}`, matcher.headers)).json();
    expect(view.experiences[0]).toMatchObject({ industry: "healthtech", companySize: "1001+" });
    const document = await buildDocument(t.db.db, row!.id);
    expect(document.experiences[0]).toMatchObject({
      industry: "healthtech",
      companySize: "1001+",
    });
  });

  it.each([
    [{ industry: "alchemy" }, "body.industry"],
    [{ companySize: "12-49" }, "body.companySize"],
    [{ projectType: "rewrite" }, "body.projectType"],
  ])("400 for %j", async (payload, path) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await post("/developers/me/experiences", dev.headers, { ...base, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
