import { canAccess, stripLocale } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { signedOutRedirectScript } from "./signed-out-redirect";
import { TOKEN_KEY } from "./storage";

/** Runs the script against a stored token (or none) and a location; the redirect it asked for. */
function run(token: string | null, pathname: string, search = ""): string | null {
  let target: string | null = null;
  const location = { pathname, search, replace: (url: string) => (target = url) };
  const localStorage = { getItem: (key: string) => (key === TOKEN_KEY ? token : null) };
  new Function("location", "localStorage", signedOutRedirectScript())(location, localStorage);
  return target;
}

describe("signed-out redirect script", () => {
  it("sends a visitor without a session to sign in, with the page and query as callback", () => {
    expect(run(null, "/dashboard/profile")).toBe("/login?callback=%2Fdashboard%2Fprofile");
    expect(run("", "/matchers/offer/1", "?tab=2")).toBe(
      "/login?callback=%2Fmatchers%2Foffer%2F1%3Ftab%3D2",
    );
  });

  it("keeps the English prefix outside the callback", () => {
    expect(run(null, "/en/dashboard")).toBe("/en/login?callback=%2Fdashboard");
    expect(run(null, "/en")).toBe("/en/login?callback=%2F");
    expect(run(null, "/entrevistas")).toBe("/login?callback=%2Fentrevistas");
  });

  it("redirects where the Guard would, from the contracts' page table", () => {
    for (const page of ["/dashboard", "/en/interviewers", "/en/matchers/offer/7"]) {
      const { locale, path } = stripLocale(page);
      const decision = canAccess(path, null);
      if (decision.allow) throw new Error(`${page} should need a session in the page table`);
      const prefix = locale === "en" ? "/en" : "";
      expect(run(null, page)).toBe(`${prefix}${decision.redirect}`);
    }
  });

  it("leaves a signed-in visitor where they are", () => {
    expect(run("t0k", "/dashboard")).toBeNull();
  });

  it("does nothing when storage cannot be read", () => {
    const location = { pathname: "/dashboard", search: "", replace: () => {} };
    const localStorage = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(() =>
      new Function("location", "localStorage", signedOutRedirectScript())(location, localStorage),
    ).not.toThrow();
  });
});
