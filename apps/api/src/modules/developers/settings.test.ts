import { routes } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const prefs = {
  searchStatus: "open_to_opportunities",
  modalities: ["remote", "hybrid"],
  salary: { amount: 2_500_000, currency: "ARS", period: "month" },
  countries: ["ar", "UY"],
  contractTypes: ["full_time", "contractor"],
};
const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PUT", url, headers, payload });

describe("preferences", () => {
  it("204 (empty, not an error) before they are set, then stores and returns them (countries upper-cased)", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const before = await t.call(routes.developers.preferences, {}, { as: dev });
    expect(before.status).toBe(204);
    expect(before.response.body).toBe("");
    const noAvailability = await t.call(routes.developers.availability, {}, { as: dev });
    expect(noAvailability.status).toBe(204);
    expect((await put("/developers/me/preferences", dev.headers, prefs)).statusCode).toBe(200);
    const back = expectOk(await t.call(routes.developers.preferences, {}, { as: dev }));
    expect(back).toEqual({ ...prefs, countries: ["AR", "UY"] });
  });

  it.each([
    [{ ...prefs, salary: { amount: -5, currency: "USD", period: "month" } }, "body.salary.amount"],
    [
      { ...prefs, salary: { amount: 999_999, currency: "USD", period: "month" } },
      "body.salary.amount",
    ],
    [{ ...prefs, salary: { amount: 5, currency: "USD", period: "year" } }, "body.salary.amount"],
    [
      { ...prefs, salary: { amount: 3000, currency: "XYZ", period: "month" } },
      "body.salary.currency",
    ],
    [{ ...prefs, salary: { amount: 3000, currency: "USD", period: "week" } }, "body.salary.period"],
    [{ ...prefs, countries: ["ZZ"] }, "body.countries.0"],
    [{ ...prefs, modalities: [] }, "body.modalities"],
    [{ ...prefs, modalities: ["remote", "remote"] }, "body.modalities"],
    [{ ...prefs, contractTypes: ["freelance"] }, "body.contractTypes.0"],
  ])("400 for %j", async (payload, path) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await put("/developers/me/preferences", dev.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe("availability and notifications", () => {
  it("stores availability and validates it", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const body = { availableFrom: "2027-01-15", hoursPerWeek: 40, noticeWeeks: 2 };
    expect((await put("/developers/me/availability", dev.headers, body)).json()).toEqual(body);
    expect(expectOk(await t.call(routes.developers.availability, {}, { as: dev }))).toEqual(body);
    for (const bad of [
      { ...body, availableFrom: "2027-02-30" },
      { ...body, hoursPerWeek: 0 },
      { ...body, hoursPerWeek: 100 },
      { ...body, noticeWeeks: -1 },
    ]) {
      expect((await put("/developers/me/availability", dev.headers, bad)).statusCode).toBe(400);
    }
  });
});
