import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createSignedInUser, FACTORY_PASSWORD } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const del = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: "DELETE", url: "/users/me", headers, ...(payload ? { payload } : {}) });

describe("DELETE /users/me", () => {
  it("erases personal data, revokes sessions and frees the email", async () => {
    const user = await createSignedInUser(t.db.db, "developer");
    await t.call(
      routes.platforms.create,
      { body: { platform: "github", url: "https://github.com/someone" } },
      { as: user },
    );
    expect((await del(user.headers, { password: FACTORY_PASSWORD })).statusCode).toBe(204);
    expect((await t.call(routes.users.me, {}, { as: user })).status).toBe(401);

    const [row] = await t.db.db.select().from(schema.users).where(eq(schema.users.id, user.userId));
    expect(row?.email).not.toContain(user.email.split("@")[0]!);
    expect(row?.fullName).toBeNull();
    expect(row?.deletedAt).not.toBeNull();
    const [dev] = await t.db.db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, user.developerId!));
    expect(dev).toMatchObject({ firstName: "", lastName: "", phone: null, userId: null });
    expect(
      await t.db.db.$count(
        schema.platformLinks,
        eq(schema.platformLinks.developerId, user.developerId!),
      ),
    ).toBe(0);
    expect(
      await t.db.db.$count(schema.credentials, eq(schema.credentials.userId, user.userId)),
    ).toBe(0);

    const login = await t.call(routes.auth.login, {
      body: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(login.error?.code).toBe("E00IUC");
    const again = await t.call(routes.auth.register, {
      body: {
        role: "developer",
        email: user.email,
        password: "Sunny-Mango-Trail-42",
        firstName: "New",
        lastName: "Me",
      },
    });
    expect(again.status).toBe(201);
  });

  it("WRONG_CURRENT_PASSWORD for a wrong password, 400 without confirmation; nothing is erased", async () => {
    const user = await createSignedInUser(t.db.db, "customer");
    expect((await del(user.headers, { password: "wrong-password" })).json().code).toBe(
      "WRONG_CURRENT_PASSWORD",
    );
    const bare = await del(user.headers);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].path).toBe("body.password");
    expect((await t.call(routes.users.me, {}, { as: user })).status).toBe(200);
  });
});
