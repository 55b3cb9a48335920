import { randomUUID } from "node:crypto";
import type { Role } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../testing/factories";
import { setupTestApp } from "../testing/setup";

const t = setupTestApp();

/**
 * Every per-user quota on what users create at will, wired to its route. Each case spends the
 * user's whole allowance in the counter table and then asks once: the answer must be the 429
 * envelope with Retry-After, while another user of the same role still gets past the limit.
 * The limit runs before the body is read, so the request carries no valid body on purpose.
 */
const quotas: Array<{ name: string; role: Role; bucket: string; limit: number; path: string }> = [
  {
    name: "developer photo uploads",
    role: "developer",
    bucket: "photo-upload",
    limit: 30,
    path: "/developers/me/photo",
  },
  {
    name: "account photo uploads (the same allowance)",
    role: "matchers",
    bucket: "photo-upload",
    limit: 30,
    path: "/users/me/photo",
  },
  {
    name: "deep-profile share links",
    role: "matchers",
    bucket: "deep-profile-link",
    limit: 60,
    path: `/developers/${randomUUID()}/deep-profile/links`,
  },
  {
    name: "admin import checks",
    role: "superAdmin",
    bucket: "admin-import",
    limit: 120,
    path: "/admin/imports/validate",
  },
  {
    name: "chat attachment uploads",
    role: "developer",
    bucket: "chat-upload",
    limit: 60,
    path: `/chats/${randomUUID()}/attachments`,
  },
  {
    name: "chat messages over HTTP",
    role: "developer",
    bucket: "chat-send",
    limit: 30,
    path: `/chats/${randomUUID()}/messages`,
  },
];

describe("per-user quotas on what users create", () => {
  it.each(quotas)("$name: 429 with Retry-After once the allowance is spent", async (quota) => {
    const spent = await createSignedInUser(t.db.db, quota.role);
    const fresh = await createSignedInUser(t.db.db, quota.role);
    await t.db.db.insert(schema.rateLimits).values({
      bucket: quota.bucket,
      key: `user:${spent.userId}`,
      windowStart: sql`now()`,
      count: quota.limit,
    });

    const refused = await t.app.inject({ method: "POST", url: quota.path, headers: spent.headers });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const other = await t.app.inject({ method: "POST", url: quota.path, headers: fresh.headers });
    expect(other.statusCode, other.body).not.toBe(429);
  });
});
