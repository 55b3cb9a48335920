import { allRoutes } from "@encaja/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileFast, createResponseSerializer, type ResponseSerializer } from "./serializer";

const Answer = z.object({
  id: z.uuid(),
  name: z.string(),
  score: z.number().nullable(),
  tags: z.array(z.object({ code: z.string(), level: z.number().int() })),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  note: z.string().optional(),
});
const answer = {
  id: "6f1d0b7e-6c1a-4f43-9a53-2a3c6a3f9b10",
  name: 'Ana "la" Pérez\n',
  score: null,
  tags: [{ code: "node", level: 3 }],
  params: { have: 3, skills: "React, Node.js" },
};

async function serve(mode: ResponseSerializer, body: unknown, compile?: typeof compileFast) {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializer(mode, compile));
  app.get("/answer", { schema: { response: { 200: Answer } } }, async () => body);
  const res = await app.inject({ url: "/answer" });
  await app.close();
  return res;
}

describe("response serializer (ADR 0048)", () => {
  it("compiles every 2xx answer of the route table to the fast serializer", () => {
    const failed = allRoutes.flatMap((route) =>
      Object.entries(route.response).flatMap(([status, schema]) =>
        compileFast(schema) ? [] : [`${route.method} ${route.path} ${status}`],
      ),
    );
    expect(failed).toEqual([]);
  });

  it("writes the same JSON value as zod in every mode", async () => {
    const expected = z.encode(Answer, answer);
    for (const mode of ["fast", "checked", "compare"] as const) {
      const res = await serve(mode, answer);
      expect(res.statusCode, mode).toBe(200);
      expect(res.json(), mode).toEqual(expected);
    }
  });

  it("compare accepts the same value with its keys in another order", async () => {
    const reordered = (schema: z.ZodType) => {
      const fast = compileFast(schema)!;
      return (data: unknown) => {
        const { id, ...rest } = JSON.parse(fast(data)) as Record<string, unknown>;
        return JSON.stringify({ ...rest, id });
      };
    };
    const res = await serve("compare", answer, reordered);
    expect(res.statusCode).toBe(200);
    expect(res.body.endsWith(`"id":"${answer.id}"}`)).toBe(true);
  });

  it("never writes a field the schema does not declare", async () => {
    for (const mode of ["fast", "checked", "compare"] as const) {
      const res = await serve(mode, { ...answer, passwordHash: "secret", tags: [] });
      expect(res.statusCode, mode).toBe(200);
      expect(res.body, mode).not.toContain("secret");
    }
  });

  it("checked and compare refuse an answer that breaks the contract; fast does not validate", async () => {
    const broken = { ...answer, id: "not-a-uuid" };
    expect((await serve("checked", broken)).statusCode).toBe(500);
    expect((await serve("compare", broken)).statusCode).toBe(500);
    expect((await serve("fast", broken)).statusCode).toBe(200);
  });

  it("compare answers 500 when the fast serializer's JSON differs from zod's", async () => {
    const drifting = (schema: z.ZodType) => {
      const fast = compileFast(schema)!;
      return (data: unknown) => fast(data).replace("Node.js", "Node");
    };
    expect((await serve("fast", answer, drifting)).body).toContain('"React, Node"');
    const res = await serve("compare", answer, drifting);
    expect(res.statusCode).toBe(500);
  });
});
