import type { EmailOutboxStatus } from "@encaja/contracts";
import type { DbHandle } from "@encaja/db/client";
import {
  insertSession,
  OUTBOX_REDACTED_BODY,
  recordLoginFailure,
  rowsOf,
  runHousekeeping,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../testing/factories";

const { emailOutbox, loginFailures, oauthStates, rateLimits, sessions } = schema;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const hoursAgo = (h: number) => sql`now() - make_interval(hours => ${h})`;

describe("runHousekeeping", () => {
  it("drops ended sessions, old failures, finished windows and expired states; keeps live rows", async () => {
    const db = handle.db;
    const user = await createUser(db, "developer");
    const session = (hash: string, endedHoursAgo: number) =>
      insertSession(db, {
        userId: user.userId,
        tokenHash: hash,
        method: "password",
        idleSeconds: -endedHoursAgo * 3600,
        absoluteSeconds: -endedHoursAgo * 3600,
      });
    await session("ended-long-ago", 24 * 8);
    await session("ended-recently", 1);
    await session("live", -24);
    await recordLoginFailure(db, "old@x.dev", "10.9.9.9");
    await recordLoginFailure(db, "new@x.dev", "10.9.9.9");
    await db
      .update(loginFailures)
      .set({ createdAt: hoursAgo(48) })
      .where(eq(loginFailures.email, "old@x.dev"));
    await db.insert(rateLimits).values([
      { bucket: "hk", key: "old", windowStart: hoursAgo(30), count: 3 },
      { bucket: "hk", key: "new", windowStart: hoursAgo(0), count: 1 },
    ]);
    const state = { codeVerifier: "v", nonce: "n", portal: "developer", mode: "signin" };
    await db.insert(oauthStates).values([
      { ...state, stateHash: "hk-expired", expiresAt: hoursAgo(1) },
      { ...state, stateHash: "hk-live", expiresAt: hoursAgo(-1) },
    ]);

    expect(await runHousekeeping(db)).toBe(true);

    const hashes = (await db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(hashes).toEqual(expect.arrayContaining(["ended-recently", "live"]));
    expect(hashes).not.toContain("ended-long-ago");
    const failures = await db.select({ e: loginFailures.email }).from(loginFailures);
    expect(failures.map((r) => r.e)).toEqual(["new@x.dev"]);
    const windows = await db.select({ k: rateLimits.key }).from(rateLimits);
    expect(windows.map((r) => r.k)).toEqual(["new"]);
    const states = await db.select({ s: oauthStates.stateHash }).from(oauthStates);
    expect(states.map((r) => r.s)).toEqual(["hk-live"]);
  });
});

describe("runHousekeeping and the email outbox", () => {
  it("blanks the bodies of sent rows and deletes rows older than the longest link", async () => {
    const db = handle.db;
    const secret = "link?token=Hk-Tok3n-abcdefghijklmnopqrstuvwxyz";
    const row = (subject: string, status: EmailOutboxStatus, createdHoursAgo: number) => ({
      toAddress: "hk@example.test",
      subject,
      text: `text ${secret}`,
      html: `<a href="${secret}">html</a>`,
      template: "password-reset",
      status,
      createdAt: hoursAgo(createdHoursAgo),
    });
    await db
      .insert(emailOutbox)
      .values([
        row("sent-recent", "sent", 1),
        row("pending-recent", "pending", 1),
        row("sent-old", "sent", 24 * 16),
        row("pending-old", "pending", 24 * 16),
        row("failed-old", "failed", 24 * 16),
      ]);

    expect(await runHousekeeping(db)).toBe(true);

    const rows = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .orderBy(emailOutbox.subject);
    expect(rows).toEqual([
      { subject: "pending-recent", text: `text ${secret}`, html: `<a href="${secret}">html</a>` },
      { subject: "sent-recent", text: OUTBOX_REDACTED_BODY, html: OUTBOX_REDACTED_BODY },
    ]);
  });
});

describe("runHousekeeping: talent changes", () => {
  it("drops ranking-index change rows older than an hour and keeps recent ones", async () => {
    const db = handle.db;
    const user = await createUser(db, "developer");
    const mine = sql`developer_id = ${user.developerId}::uuid`;
    // Creating the developer wrote its talent_profiles row, so its change rows exist.
    const count = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from talent_changes where ${mine}`),
      )[0]!.n;
    const recent = await count();
    expect(recent).toBeGreaterThan(0);
    await db.execute(sql`insert into talent_changes (developer_id, changed_at)
      values (${user.developerId}::uuid, ${hoursAgo(2)})`);
    expect(await count()).toBe(recent + 1);
    await runHousekeeping(db);
    expect(await count()).toBe(recent);
  });
});
