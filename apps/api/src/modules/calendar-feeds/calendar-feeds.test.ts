import { type Role, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../testing/audit";
import { expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { setupTestApp } from "../../testing/setup";

const t = setupTestApp();

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

const own = {
  interviewer: routes.interviewerCalendarFeed,
  developer: routes.developerCalendarFeed,
} as const;

/** The feed at `url` (absolute, as the API hands it out), fetched with no session. */
const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

async function feedRows(userId: string) {
  return t.db.db.select().from(schema.calendarFeeds).where(eq(schema.calendarFeeds.userId, userId));
}

describe.each([
  ["interviewer", "hardInterviewer"],
  ["interviewer", "matchers"],
  ["developer", "developer"],
] as const)("%s calendar feed of a %s", (audience, role) => {
  const r = own[audience];

  it("is off at first, then on: the URL is absolute, serves text/calendar and is audited", async () => {
    const user = await createSignedInUser(t.db.db, role);
    expect(expectOk(await t.call(r.get, {}, { as: user }), 200)).toEqual({
      active: false,
      createdAt: null,
      lastFetchedAt: null,
    });

    const created = expectOk(await t.call(r.create, {}, { as: user }), 201);
    expect(created.url).toMatch(
      /^http:\/\/api\.test:4000\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const feed = await fetchFeed(created.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, max-age=300");
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const status = expectOk(await t.call(r.get, {}, { as: user }), 200);
    expect(status).toMatchObject({ active: true, createdAt: created.createdAt });
    expect(status.lastFetchedAt).not.toBeNull();
    // Only the token's hash is stored.
    const [row] = await feedRows(user.userId);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.url).not.toContain(row!.tokenHash);
    const audit = await auditRows(t.db.db, "calendar_feed.created", "actorUserId", user.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ replaced: false });
  });

  it("creating again replaces the token: the old URL answers 404, the new one 200", async () => {
    const user = await createSignedInUser(t.db.db, role);
    const first = expectOk(await t.call(r.create, {}, { as: user }), 201);
    const second = expectOk(await t.call(r.create, {}, { as: user }), 201);
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const live = (await feedRows(user.userId)).filter((f) => f.revokedAt === null);
    expect(live).toHaveLength(1);
    const audit = await auditRows(t.db.db, "calendar_feed.created", "actorUserId", user.userId);
    expect(audit.map((a) => a.details)).toEqual([{ replaced: false }, { replaced: true }]);
  });

  it("turning it off stops the URL (404) and is audited once; turning off again is a no-op", async () => {
    const user = await createSignedInUser(t.db.db, role);
    const created = expectOk(await t.call(r.create, {}, { as: user }), 201);
    expect((await t.call(r.revoke, {}, { as: user })).status).toBe(204);
    expect((await fetchFeed(created.url)).statusCode).toBe(404);
    expect(expectOk(await t.call(r.get, {}, { as: user }), 200).active).toBe(false);
    expect((await t.call(r.revoke, {}, { as: user })).status).toBe(204);
    const audit = await auditRows(t.db.db, "calendar_feed.revoked", "actorUserId", user.userId);
    expect(audit).toHaveLength(1);
  });
});

describe("who may manage a feed", () => {
  const refused: Array<[keyof typeof own, Role]> = [
    ["interviewer", "developer"],
    ["interviewer", "customer"],
    ["interviewer", "customerAssociate"],
    ["developer", "hardInterviewer"],
    ["developer", "matchers"],
    ["developer", "customer"],
  ];
  it.each(refused)("the %s routes refuse a %s (403)", async (audience, role) => {
    const user = await createSignedInUser(t.db.db, role);
    for (const route of [own[audience].create, own[audience].get, own[audience].revoke]) {
      const answer = await t.call(route, {}, { as: user });
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe("FORBIDDEN");
    }
    expect(await feedRows(user.userId)).toHaveLength(0);
  });

  it("needs a session (401)", async () => {
    const answer = await t.call(own.interviewer.create, {});
    expect(answer.status).toBe(401);
  });
});

describe("the public feed", () => {
  it("answers 404 alike for an unknown, a malformed and a revoked token", async () => {
    const user = await createSignedInUser(t.db.db, "hardInterviewer");
    const created = expectOk(await t.call(own.interviewer.create, {}, { as: user }), 201);
    await t.call(own.interviewer.revoke, {}, { as: user });
    const answers = await Promise.all(
      [
        new URL(created.url).pathname,
        `/calendar-feeds/${"A".repeat(43)}.ics`,
        "/calendar-feeds/not-a-token.ics",
      ].map((url) => t.app.inject({ url })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
  });

  it("sends an ETag and answers 304 to a matching If-None-Match", async () => {
    const user = await createSignedInUser(t.db.db, "hardInterviewer");
    const { url } = expectOk(await t.call(own.interviewer.create, {}, { as: user }), 201);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({
      url: new URL(url).pathname,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("accounts that end", () => {
  async function liveFeedOf(role: Role): Promise<{ user: Signed; url: string }> {
    const user = await createSignedInUser(t.db.db, role);
    const route = role === "developer" ? own.developer.create : own.interviewer.create;
    const { url } = expectOk(await t.call(route, {}, { as: user }), 201);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    return { user, url };
  }

  it("disabling an account revokes its feed, which stays off when re-enabled", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { user, url } = await liveFeedOf("hardInterviewer");
    const disabled = await t.call(
      routes.adminUsers.disable,
      { params: { id: user.userId }, body: { version: 1, reason: "Left the company" } },
      { as: admin },
    );
    expect(disabled.status).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    const enabled = await t.call(
      routes.adminUsers.enable,
      { params: { id: user.userId }, body: { version: 2 } },
      { as: admin },
    );
    expect(enabled.status).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it("deleting the account erases its feeds", async () => {
    const { user, url } = await liveFeedOf("developer");
    const deleted = await t.call(
      routes.users.deleteAccount,
      { body: { password: user.password } },
      { as: user },
    );
    expect(deleted.status).toBe(204);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect(await feedRows(user.userId)).toHaveLength(0);
  });
});
