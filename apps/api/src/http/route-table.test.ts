import { allRoutes, errorStatus, namedRoutes, routeErrors } from "@encaja/contracts";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationId } from "../plugins/openapi";
import { createTestApp, type TestApp } from "../testing/app";

/** The contracts' route table is the API: every route comes from it, and OpenAPI documents it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

describe("route table", () => {
  it("registers every table entry exactly once, and nothing else", () => {
    const registered = t.app.routeTable.map((r) => key(r.method, r.url));
    const declared = allRoutes.map((r) => key(r.method, r.path));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...declared].sort());
    for (const route of allRoutes) {
      const entry = t.app.routeTable.find(
        (r) => key(r.method, r.url) === key(route.method, route.path),
      );
      expect(entry?.action, key(route.method, route.path)).toBe(route.action);
    }
    console.info(`route table: ${allRoutes.length} routes, all registered from the table`);
  });

  it("documents each route in OpenAPI with its summary and error answers", async () => {
    const res = await t.app.inject({ url: "/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; responses: Record<string, unknown> }>
      >;
    };
    let withSummary = 0;
    let withErrors = 0;
    for (const route of allRoutes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const name = key(route.method, route.path);
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      expect(operation.summary, name).toBe(route.summary);
      if (operation.summary) withSummary++;
      const statuses = new Set(routeErrors(route).map((code) => String(errorStatus(code))));
      for (const status of statuses) {
        const answer = operation.responses[status] as { description?: string } | undefined;
        expect(answer?.description, `${name} ${status}`).toMatch(/^Error envelope; code: /);
      }
      for (const status of Object.keys(route.response)) {
        expect(operation.responses[status], `${name} ${status}`).toBeDefined();
      }
      if (statuses.size > 0 && [...statuses].every((s) => operation.responses[s])) withErrors++;
    }
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods)).length;
    console.info(
      `OpenAPI: ${operations} operations; ${withSummary} with a summary, ${withErrors} with error answers`,
    );
    expect(operations).toBe(allRoutes.length);
    expect(withSummary).toBe(allRoutes.length);
    expect(withErrors).toBe(allRoutes.length);
  });

  it("lists each error code of a route under its catalogue status", async () => {
    const doc = (await t.app.inject({ url: "/docs/json" })).json();
    const offerUpdate = doc.paths["/offers/{id}"].patch.responses;
    expect(offerUpdate["409"].description).toContain("OFFER_NOT_EDITABLE");
    expect(offerUpdate["404"].description).toContain("NOT_FOUND");
    expect(offerUpdate["401"].description).toContain("AUTH_REQUIRED");
    expect(doc.paths["/auth/google"].get.responses["302"]).toBeDefined();
  });

  it("is a valid OpenAPI 3.1 document a client generator can use", async () => {
    const doc = (await t.app.inject({ url: "/docs/json" })).json() as {
      paths: Record<
        string,
        Record<string, { operationId?: string; description?: string; security?: unknown[] }>
      >;
    };
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], "OpenAPI schema validation").toEqual([]);
    expect(result.valid).toBe(true);

    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(allRoutes.length);
    for (const { name, route } of namedRoutes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(operationId(name));
      expect(operation?.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation?.description, name).toMatch(/Public|roles allowed/);
    }
    expect(doc.paths["/offers/{id}"]?.patch?.description).toContain("roles allowed: matchers");
    type Answer = {
      content: Record<string, { schema: { properties: { code: { enum: string[] } } } }>;
    };
    const offerUpdate = doc.paths["/offers/{id}"]?.patch as unknown as {
      responses: Record<string, Answer>;
    };
    const conflict = offerUpdate.responses["409"]?.content["application/json"]?.schema;
    expect(conflict?.properties.code.enum).toContain("OFFER_NOT_EDITABLE");
  });
});
