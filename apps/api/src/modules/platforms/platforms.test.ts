import { CreatePlatformLinkResponse } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createSignedInUser } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/platforms", headers, payload });

describe("POST /platforms", () => {
  it("adds a link pending approval, answered as {data}", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await add(dev.headers, { platform: "github", url: "https://github.com/lucia" });
    expect(res.statusCode).toBe(201);
    const { data } = CreatePlatformLinkResponse.parse(res.json());
    expect(data).toMatchObject({
      platform: "github",
      url: "https://github.com/lucia",
      approval: "pending",
    });
  });

  it("409 for the same link twice", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await add(dev.headers, { platform: "portfolio", url: "https://lucia.dev" });
    const dup = await add(dev.headers, { platform: "portfolio", url: "https://lucia.dev" });
    expect(dup.statusCode).toBe(409);
  });

  it.each([
    { platform: "github", url: "javascript:alert(1)" },
    { platform: "github", url: "ftp://example.com" },
    { platform: "myspace", url: "https://myspace.com/x" },
    { platform: "github" },
    { platform: "github", url: `https://x.dev/${"a".repeat(2100)}` },
  ])("400 for %j", async (payload) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expect((await add(dev.headers, payload)).statusCode).toBe(400);
  });
});
