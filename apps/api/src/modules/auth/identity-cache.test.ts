import type { Me } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { type CachedSession, IdentityCache } from "./identity-cache";

const session = (userId: string, over: Partial<CachedSession> = {}): CachedSession => ({
  id: `s-${userId}`,
  userId,
  role: "developer",
  method: "password",
  createdAt: new Date(0),
  idleExpiresAt: Number.MAX_SAFE_INTEGER,
  absoluteExpiresAt: Number.MAX_SAFE_INTEGER,
  lastTouchedAt: 0,
  ...over,
});
const me = { role: "matchers", userId: "u1", email: "a@b.co" } as Me;

describe("IdentityCache", () => {
  it("serves a session until its TTL, idle or absolute expiry", () => {
    const cache = new IdentityCache(1_000);
    cache.putSession("h1", session("u1"), cache.epoch, 0);
    expect(cache.getSession("h1", 999)?.userId).toBe("u1");
    expect(cache.getSession("h1", 1_000)).toBeUndefined();
    cache.putSession("h2", session("u2", { idleExpiresAt: 500 }), cache.epoch, 0);
    expect(cache.getSession("h2", 500)).toBeUndefined();
    cache.putSession("h3", session("u3", { absoluteExpiresAt: 10 }), cache.epoch, 0);
    expect(cache.getSession("h3", 11)).toBeUndefined();
  });

  it("drops a user's sessions and /users/me on invalidation", () => {
    const cache = new IdentityCache();
    cache.putSession("h1", session("u1"), cache.epoch);
    cache.putSession("h2", session("u1"), cache.epoch);
    cache.putSession("h3", session("u2"), cache.epoch);
    cache.putMe("u1", me, cache.epoch);
    cache.invalidateUser("u1");
    expect(cache.getSession("h1")).toBeUndefined();
    expect(cache.getSession("h2")).toBeUndefined();
    expect(cache.getMe("u1")).toBeUndefined();
    expect(cache.getSession("h3")?.userId).toBe("u2");
  });

  it("discards a fill that started before an invalidation (a request racing a logout)", () => {
    const cache = new IdentityCache();
    const epochAtStart = cache.epoch;
    cache.invalidateUser("u1"); // the logout commits while the read is in flight
    cache.putSession("h1", session("u1"), epochAtStart);
    cache.putMe("u1", me, epochAtStart);
    expect(cache.getSession("h1")).toBeUndefined();
    expect(cache.getMe("u1")).toBeUndefined();
  });

  it("stays bounded", () => {
    const cache = new IdentityCache(60_000, 3);
    for (const id of ["a", "b", "c", "d"]) cache.putSession(id, session(id), cache.epoch);
    expect(cache.getSession("a")).toBeUndefined();
    expect(cache.getSession("d")?.userId).toBe("d");
  });
});
