import { isPublicAction, permissions, type Role, roles, routes } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { createSignedInUser } from "../testing/factories";

/**
 * Every route × (no token, each role): the permissions table decides 401/403, nothing else.
 * Driven by the app's route table, so endpoints added later are covered automatically.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) =>
  url
    .replace(/:token/g, "a".repeat(43))
    .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

describe("role × endpoint matrix", () => {
  it("covers every registered route with a known action", () => {
    expect(t.app.routeTable.length).toBeGreaterThanOrEqual(15);
    for (const route of t.app.routeTable) expect(route.action in permissions).toBe(true);
  });

  it("refuses exactly what the permissions table refuses", async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const url = concrete(route.url);
      const method = route.method as "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === "GET" ? undefined : {},
      });
      if (isPublicAction(route.action)) {
        if ([401, 403].includes(anonymous.statusCode))
          failures.push(`${method} ${url} anon → ${anonymous.statusCode}`);
      } else if (anonymous.statusCode !== 401 || anonymous.json().code !== "AUTH_REQUIRED") {
        failures.push(`${method} ${url} anon → ${anonymous.statusCode}, expected 401`);
      }
      for (const role of roles as readonly Role[]) {
        // A fresh session per call: some allowed calls (logout) revoke the one they use.
        const user = await createSignedInUser(t.db.db, role);
        const res = await t.app.inject({
          method,
          url,
          headers: user.headers,
          payload: method === "GET" ? undefined : {},
        });
        const allowed = permissions[route.action];
        const mayCall = allowed === "public" || (allowed as readonly Role[]).includes(role);
        if (mayCall && [401, 403].includes(res.statusCode)) {
          failures.push(
            `${method} ${url} as ${role} → ${res.statusCode}, expected to pass authorization`,
          );
        }
        if (!mayCall && (res.statusCode !== 403 || res.json().code !== "FORBIDDEN")) {
          failures.push(`${method} ${url} as ${role} → ${res.statusCode}, expected 403`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("treats a malformed or unknown bearer token as no token", async () => {
    for (const authorization of [
      "Bearer nope",
      `Bearer ${"x".repeat(43)}`,
      "Basic abc",
      "Bearer",
    ]) {
      const res = await t.call(routes.users.me, {}, { headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });
});
