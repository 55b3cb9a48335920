import { Me, type Role, roles, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { seedCatalog } from "@encaja/db/seed";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createSignedInUser } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db.db);
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.call(routes.users.me, {}, { headers: headers });

const expectedKeys: Record<Role, string[]> = {
  developer: [
    "professionalId",
    "isRegisteredByGoogle",
    "firstName",
    "lastName",
    "photoURL",
    "phone",
    "location",
    "locationId",
    "techRole",
    "hashedId",
    "mainStack",
    "seniority",
    "devExperienceMonths",
    "skills",
    "chatId",
    "chat",
  ],
  customer: ["customerId", "photoURL", "isRegisteredByGoogle", "name"],
  customerAssociate: [
    "customerId",
    "customerAssociateId",
    "photoURL",
    "fullName",
    "isRegisteredByGoogle",
  ],
  superAdmin: [],
  matchers: [],
  hardInterviewer: [],
};

describe("GET /users/me", () => {
  it.each(roles)(
    "answers the spec shape for a %s, which the contracts union parses",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      const res = await me(user.headers);
      expect(res.status).toBe(200);
      const body = res.body;
      const parsed = Me.parse(body);
      expect(parsed.role).toBe(role);
      for (const key of ["userId", "email", "role", "createdAt", ...expectedKeys[role]])
        expect(body).toHaveProperty(key);
    },
  );

  it("answers the same JSON from the identity cache on later calls", async () => {
    const user = await createSignedInUser(t.db.db, "customer");
    const first = await me(user.headers);
    const second = await me(user.headers);
    expect(t.app.identityCache.getMe(user.userId)).toBeDefined();
    expect(second.response.headers["content-type"]).toContain("application/json");
    expect(second.body).toEqual(first.body);
  });

  it("reflects the developer's stack and skills", async () => {
    const user = await createSignedInUser(t.db.db, "developer");
    await t.db.db
      .update(schema.developers)
      .set({ mainStackCode: "go", seniority: "senior" })
      .where(eq(schema.developers.id, user.developerId!));
    const [skill] = await t.db.db.select().from(schema.skills).where(eq(schema.skills.code, "go"));
    await t.db.db
      .insert(schema.developerSkills)
      .values({ developerId: user.developerId!, skillId: skill!.id, level: 5 });
    const body = (await me(user.headers)).body;
    if (body.role !== "developer") throw new Error(`Expected a developer, got ${body.role}`);
    expect(body.mainStack).toEqual({ name: "Go", code: "go" });
    expect(body.seniority).toBe("senior");
    expect(body.skills).toEqual([{ id: skill!.id, name: "Go", code: "go" }]);
  });

  it("401 once the session is idle-expired, absolutely expired or revoked", async () => {
    for (const change of [
      { idleExpiresAt: sql`now() - interval '1 second'` },
      { absoluteExpiresAt: sql`now() - interval '1 second'` },
      { revokedAt: sql`now()` },
    ]) {
      const user = await createSignedInUser(t.db.db, "developer");
      await t.db.db
        .update(schema.sessions)
        .set(change)
        .where(eq(schema.sessions.userId, user.userId));
      expect((await me(user.headers)).status).toBe(401);
    }
  });

  it("gives staff short sessions and developers long ones", async () => {
    const staff = await createSignedInUser(t.db.db, "matchers");
    const dev = await createSignedInUser(t.db.db, "developer");
    const lifetime = async (userId: string) => {
      const [row] = await t.db.db
        .select({
          idle: sql<number>`extract(epoch from (${schema.sessions.idleExpiresAt} - ${schema.sessions.createdAt}))::int`,
          absolute: sql<number>`extract(epoch from (${schema.sessions.absoluteExpiresAt} - ${schema.sessions.createdAt}))::int`,
        })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, userId));
      return row!;
    };
    expect(await lifetime(staff.userId)).toEqual({ idle: 3_600, absolute: 43_200 });
    expect(await lifetime(dev.userId)).toEqual({ idle: 604_800, absolute: 2_592_000 });
  });
});
