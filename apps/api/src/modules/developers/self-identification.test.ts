import { allRoutes, SelfIdentification } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createPresentedCandidate } from "../../testing/presentations";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);
const url = "/developers/me/self-identification";

describe("the developer's voluntary self-identification", () => {
  it("starts empty, changes the fields sent, and clears a field sent as null", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const read = async () => expectBody(await http.get(url, dev.headers), SelfIdentification);
    expect(await read()).toEqual({ gender: null, ageBand: null });
    const put = (body: object) => http.put(url, dev.headers, body);
    expect((await put({ gender: "woman" })).json()).toEqual({ gender: "woman", ageBand: null });
    expect((await put({ ageBand: "35-44" })).json()).toEqual({ gender: "woman", ageBand: "35-44" });
    expect((await put({ gender: null })).json()).toEqual({ gender: null, ageBand: "35-44" });
    expect(await read()).toEqual({ gender: null, ageBand: "35-44" });
    expect((await put({ gender: "robot" })).statusCode).toBe(400);
    expect((await put({ age: 40 })).statusCode).toBe(400);
  });

  it("is the developer's alone: other roles get 403", async () => {
    for (const role of ["matchers", "superAdmin", "customer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get(url, user.headers)).statusCode, role).toBe(403);
      expect((await http.put(url, user.headers, { gender: "man" })).statusCode, role).toBe(403);
    }
  });

  it("never reaches the staff or the customer view of the developer", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const presented = await createPresentedCandidate(t.db.db, { customerId: customer.customerId! });
    await t.db.db
      .insert(schema.developerSelfIdentification)
      .values({ developerId: presented.developerId, gender: "self_described", ageBand: "55+" });
    // Shown to the customer: what lets its view answer.
    await t.db.db.insert(schema.candidateEvents).values({
      candidateId: presented.candidateId,
      fromStatus: "presented_to_client_pending",
      toStatus: "presented_to_client",
    });
    const matcher = await createSignedInUser(t.db.db, "matchers");
    for (const viewer of [matcher, customer]) {
      const res = await http.get(`/developers/${presented.developerId}`, viewer.headers);
      expect(res.statusCode).toBe(200);
      for (const hidden of ["self_described", "55+", "ageBand", "gender"])
        expect(res.body, hidden).not.toContain(hidden);
    }
  });

  it("has no field in any answer of any other route", () => {
    const own = new Set(["/developers/me/self-identification"]);
    const keysOf = (node: unknown): string[] => {
      if (Array.isArray(node)) return node.flatMap(keysOf);
      if (!node || typeof node !== "object") return [];
      const record = node as Record<string, unknown>;
      const properties = record.properties as Record<string, unknown> | undefined;
      return [...Object.keys(properties ?? {}), ...Object.values(record).flatMap(keysOf)];
    };
    for (const route of allRoutes) {
      if (own.has(route.path)) continue;
      for (const schemaOf of Object.values(route.response ?? {})) {
        const json = z.toJSONSchema(schemaOf as z.ZodType, {
          unrepresentable: "any",
          io: "output",
        });
        const keys = keysOf(json);
        expect(keys, `${route.method} ${route.path}`).not.toContain("gender");
        expect(keys, `${route.method} ${route.path}`).not.toContain("ageBand");
      }
    }
  });
});
