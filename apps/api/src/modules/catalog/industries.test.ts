import { IndustryList, industries } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const industriesIn = async (language?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/catalog/industries",
    headers: language ? { "accept-language": language } : {},
  });
  expect(res.statusCode).toBe(200);
  return { res, items: IndustryList.parse(res.json()).items };
};

describe("GET /catalog/industries", () => {
  it("is public, cached an hour per language, and names every industry in Spanish by default", async () => {
    const { res, items } = await industriesIn();
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers.vary).toContain("accept-language");
    expect(items.map((i) => i.code).sort()).toEqual([...industries].sort());
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.find((i) => i.code === "healthtech")?.name).toBe("Salud");
  });

  it("answers English names in alphabetical order when the request asks for English", async () => {
    const { items } = await industriesIn("en-GB,en;q=0.9");
    expect(items.find((i) => i.code === "healthtech")?.name).toBe("Healthcare");
    const names = items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
