import { describe, expect, it } from "vitest";
import { permissions } from "../permissions";
import { allRoutes, routeErrors } from "./index";

describe("route table", () => {
  it("declares each method and path once", () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every route a summary sentence, a known action and error codes", () => {
    for (const route of allRoutes) {
      expect(route.summary.trim(), `${route.method} ${route.path}`).not.toBe("");
      expect(route.summary.length).toBeLessThanOrEqual(100);
      expect(route.action in permissions).toBe(true);
      expect(routeErrors(route)).toContain("E0SERV");
    }
  });

  it("documents an answer for every route (JSON schemas or other answers)", () => {
    for (const route of allRoutes) {
      const answers = Object.keys(route.response).length + (route.otherAnswers?.length ?? 0);
      expect(answers, `${route.method} ${route.path}`).toBeGreaterThan(0);
    }
  });

  it("gives every route one success shape (the web parses any 2xx JSON answer with it)", () => {
    for (const route of allRoutes) {
      const schemas = Object.entries(route.response)
        .filter(([status]) => status !== "204")
        .map(([, schema]) => schema);
      expect(new Set(schemas).size, `${route.method} ${route.path}`).toBeLessThanOrEqual(1);
    }
  });
});
