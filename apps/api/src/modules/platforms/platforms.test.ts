import { routes } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type BodyOf, expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith } from "../../testing/setup";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (
  as: { headers: Record<string, string> },
  body: BodyOf<typeof routes.platforms.create>,
) => t.call(routes.platforms.create, { body }, { as });

describe("POST /platforms", () => {
  it("adds a link pending approval, answered as {data}", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await add(dev, { platform: "github", url: "https://github.com/lucia" });
    const { data } = expectOk(res, 201);
    expect(data).toMatchObject({
      platform: "github",
      url: "https://github.com/lucia",
      approval: "pending",
    });
  });

  it("409 for the same link twice", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await add(dev, { platform: "portfolio", url: "https://lucia.dev" });
    const dup = await add(dev, { platform: "portfolio", url: "https://lucia.dev" });
    expect(dup.status).toBe(409);
  });

  it.each([
    { platform: "github", url: "javascript:alert(1)" },
    { platform: "github", url: "ftp://example.com" },
    { platform: "myspace", url: "https://myspace.com/x" },
    { platform: "github" },
    { platform: "github", url: `https://x.dev/${"a".repeat(2100)}` },
  ])("400 for %j", async (payload) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    // Off-contract bodies on purpose: raw inject, the typed caller would refuse them.
    expect((await requestsWith(t).post("/platforms", dev.headers, payload)).statusCode).toBe(400);
  });
});

describe("GET/DELETE /platforms/{id}", () => {
  it("reads and deletes my link; 404 for someone else's", async () => {
    const owner = await createSignedInUser(t.db.db, "developer");
    const other = await createSignedInUser(t.db.db, "developer");
    const { data } = expectOk(
      await add(owner, { platform: "gitlab", url: "https://gitlab.com/me" }),
      201,
    );
    const link = { params: { id: data.id } };
    expect(expectOk(await t.call(routes.platforms.get, link, { as: owner }), 200)).toEqual(data);
    expect((await t.call(routes.platforms.get, link, { as: other })).status).toBe(404);
    expect((await t.call(routes.platforms.remove, link, { as: other })).status).toBe(404);
    expect((await t.call(routes.platforms.remove, link, { as: owner })).status).toBe(204);
    expect((await t.call(routes.platforms.get, link, { as: owner })).status).toBe(404);
  });
});
