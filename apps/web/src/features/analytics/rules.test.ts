import { describe, expect, it } from "vitest";
import { analyticsAudience, isPageviewSkipped } from "./rules";

describe("isPageviewSkipped", () => {
  it("skips the login outcome pages, with or without the /en prefix", () => {
    for (const path of [
      "/login/success",
      "/login/failure",
      "/en/login/success",
      "/en/login/failure/",
    ]) {
      expect(isPageviewSkipped(path), path).toBe(true);
    }
  });

  it("counts every other page", () => {
    for (const path of ["/", "/en", "/login", "/en/login", "/jobs", "/login/successful", "/es/x"]) {
      expect(isPageviewSkipped(path), path).toBe(false);
    }
  });
});

describe("analyticsAudience", () => {
  it("trusts the me call's role first", () => {
    expect(analyticsAudience({ signedIn: true, role: "matchers" }, "false")).toBe("internal");
    expect(analyticsAudience({ signedIn: true, role: "superAdmin" }, null)).toBe("internal");
    expect(analyticsAudience({ signedIn: true, role: "developer" }, "true")).toBe("external");
    expect(analyticsAudience({ signedIn: true, role: "hardInterviewer" }, null)).toBe("external");
  });

  it("uses the stored flag while the role is not known", () => {
    expect(analyticsAudience({ signedIn: true, role: null }, "true")).toBe("internal");
    expect(analyticsAudience({ signedIn: true, role: null }, "false")).toBe("unknown");
    expect(analyticsAudience({ signedIn: true, role: null }, null)).toBe("unknown");
  });

  it("treats a signed-out visitor as external unless a staff flag remains", () => {
    expect(analyticsAudience({ signedIn: false, role: null }, null)).toBe("external");
    expect(analyticsAudience({ signedIn: false, role: null }, "true")).toBe("internal");
  });
});
