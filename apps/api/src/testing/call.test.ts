import { routes } from "@encaja/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { callRoute, expectError, expectOk } from "./call";

/** A bare Fastify app answering `route`'s method and path with what the test says. */
async function answering(status: number, payload: unknown, route = routes.system.live) {
  const app = Fastify();
  app.route({
    method: route.method,
    url: route.path,
    handler: (_req, reply) => reply.code(status).send(payload),
  });
  await app.ready();
  return app;
}

describe("callRoute", () => {
  it("parses an answer the contract declares", async () => {
    const app = await answering(200, { status: "ok" });
    const answer = await callRoute(app, routes.system.live, {});
    expect(expectOk(answer, 200)).toEqual({ status: "ok" });
  });

  it("fails on an answer off the contract", async () => {
    const app = await answering(200, { state: "fine" });
    await expect(callRoute(app, routes.system.live, {})).rejects.toThrow();
  });

  it("fails on a success status the contract does not declare", async () => {
    const app = await answering(201, { status: "ok" });
    await expect(callRoute(app, routes.system.live, {})).rejects.toThrow(/does not declare/);
  });

  it("reads an error answer as the envelope, keeping a code's extra fields", async () => {
    const envelope = { statusCode: 409, code: "CONFLICT", message: "No", allowed: ["open"] };
    const app = await answering(409, envelope);
    const answer = await callRoute(app, routes.system.live, {});
    expect(expectError(answer, 409, "CONFLICT")).toEqual(envelope);
  });

  it("fails on an error answer without the envelope", async () => {
    const app = await answering(500, { oops: true });
    await expect(callRoute(app, routes.system.live, {})).rejects.toThrow(/error envelope/);
  });

  it("fills path params and query, sends the JSON body and the caller's headers", async () => {
    const seen: unknown[] = [];
    const app = Fastify();
    for (const route of [routes.talent.search, routes.offers.update]) {
      app.route({
        method: route.method,
        url: route.path,
        handler: (req, reply) => {
          seen.push({ url: req.url, body: req.body, auth: req.headers.authorization });
          return reply.code(404).send({ statusCode: 404, code: "NOT_FOUND", message: "No" });
        },
      });
    }
    const as = { headers: { authorization: "Bearer x" } };
    await callRoute(
      app,
      routes.talent.search,
      { query: { q: "ada", skills: ["ts", "go"] } },
      { as },
    );
    await callRoute(app, routes.offers.update, { params: { id: "a/b" }, body: { title: "T" } });
    expect(seen).toEqual([
      { url: "/talent?q=ada&skills=ts&skills=go", body: undefined, auth: "Bearer x" },
      { url: "/offers/a%2Fb", body: { title: "T" }, auth: undefined },
    ]);
  });
});
