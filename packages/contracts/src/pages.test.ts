import { describe, expect, it } from "vitest";
import { type Role, roles } from "./enums";
import {
  canAccess,
  findPageRule,
  isSafeCallback,
  pageRoles,
  roleHomes,
  stripLocale,
} from "./pages";

/** Turns a pattern into a concrete path: {x} → a value, /** → the page itself and a child. */
function samplePaths(pattern: string): string[] {
  const base = pattern.replace(/\{[^}]+\}/g, "abc123");
  if (!base.endsWith("/**")) return [base];
  const root = base.slice(0, -3);
  return [root, `${root}/some/child`];
}

describe("canAccess over every row of the page→roles table", () => {
  for (const row of pageRoles) {
    for (const path of samplePaths(row.pattern)) {
      it(`${path} (${row.roles.length ? row.roles.join(", ") : "public"})`, () => {
        expect(findPageRule(path)?.pattern).toBe(row.pattern);
        if (row.roles.length === 0) {
          expect(canAccess(path, null)).toEqual({ allow: true });
          for (const role of roles) expect(canAccess(path, { role })).toEqual({ allow: true });
          return;
        }
        expect(canAccess(path, null)).toEqual({
          allow: false,
          redirect: `/login?callback=${encodeURIComponent(path)}`,
        });
        for (const role of roles) {
          const expected = row.roles.includes(role)
            ? { allow: true }
            : { allow: false, redirect: roleHomes[role] };
          expect(canAccess(path, { role })).toEqual(expected);
        }
      });
    }
  }

  it("prefers literal segments: a snapshot is not a public deep profile", () => {
    expect(findPageRule("/deep-profile/snapshot/1")?.pattern).toBe("/deep-profile/snapshot/{id}");
    expect(findPageRule("/deep-profile/some-slug")?.pattern).toBe("/deep-profile/{slug}");
    expect(findPageRule("/jobs/42/applied")?.pattern).toBe("/jobs/{id}/applied");
  });

  it("ignores query strings and allows unknown pages (the app shows not-found)", () => {
    expect(canAccess("/matchers?x=1", { role: "developer" })).toEqual({
      allow: false,
      redirect: "/dashboard",
    });
    expect(canAccess("/no/such/page", null)).toEqual({ allow: true });
  });

  it("sends every role to the ARCHITECTURE §2 home", () => {
    const homes: Record<Role, string> = {
      developer: "/dashboard",
      customer: "/customers/dashboard",
      customerAssociate: "/customers/dashboard",
      matchers: "/matchers",
      superAdmin: "/matchers",
      hardInterviewer: "/interviewers",
    };
    expect(roleHomes).toEqual(homes);
  });
});

describe("isSafeCallback", () => {
  it.each([
    ["/dashboard", true],
    ["/jobs/1?x=2", true],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["https://evil.example", false],
    ["javascript:alert(1)", false],
    ["/\t/evil.example", false],
    ["", false],
    [null, false],
  ])("%s → %s", (value, expected) => {
    expect(isSafeCallback(value)).toBe(expected);
  });
});

describe("stripLocale", () => {
  it("splits the /en prefix", () => {
    expect(stripLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(stripLocale("/en/pricing")).toEqual({ locale: "en", path: "/pricing" });
    expect(stripLocale("/pricing")).toEqual({ locale: "es", path: "/pricing" });
    expect(stripLocale("/english")).toEqual({ locale: "es", path: "/english" });
  });
});
