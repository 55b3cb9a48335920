import { routes } from "@encaja/contracts";
import { createTestDb } from "@encaja/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testAppOptions, testConfig } from "../../testing/app";
import { eventually } from "../../testing/assertions";
import { callRoute } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";

/** Two API instances on one database, as behind a load balancer. */
const db = await createTestDb();
const instances = await Promise.all(
  [0, 1].map(() =>
    buildApp({
      ...testAppOptions,
      config: testConfig(),
      db,
      logger: false,
      startMailSender: false,
    }),
  ),
);
const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
beforeAll(async () => {
  await Promise.all(instances.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await db.close();
});

describe("identity cache across instances (LISTEN/NOTIFY)", () => {
  it("a logout on one instance revokes the token on the other, which had it cached", async () => {
    const user = await createSignedInUser(db.db, "developer");
    expect((await callRoute(b, routes.users.me, {}, { as: user })).status).toBe(200);
    expect(b.identityCache.getMe(user.userId)).toBeDefined();

    expect((await callRoute(a, routes.auth.logout, {}, { as: user })).status).toBe(204);
    const revoked = await eventually(
      async () => (await callRoute(b, routes.users.me, {}, { as: user })).status === 401,
    );
    expect(revoked).toBe(true);
  });
});
