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

describe("GET/DELETE /platforms/{id}", () => {
  it("reads and deletes my link; 404 for someone else's", async () => {
    const owner = await createSignedInUser(t.db.db, "developer");
    const other = await createSignedInUser(t.db.db, "developer");
    const { data } = (
      await add(owner.headers, { platform: "gitlab", url: "https://gitlab.com/me" })
    ).json();
    const url = `/platforms/${data.id}`;
    expect((await t.app.inject({ url, headers: owner.headers })).json()).toEqual(data);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "DELETE", url, headers: owner.headers })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(404);
  });
});
