import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { databaseFailureIn, uniqueViolationIn } from "./database-unavailable";
import { registerErrorHandling } from "./handler";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle reports a failed statement: the driver's error is the cause. */
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("databaseFailureIn", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a connection that timed out", withCode("connect ETIMEDOUT", "ETIMEDOUT")],
    ["a broken pipe", withCode("write EPIPE", "EPIPE")],
    ["a connection exception (class 08)", withCode("connection failure", "08006")],
    ["an admin shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["a crash shutdown", withCode("terminating connection due to crash", "57P02")],
    ["a server that cannot connect now", withCode("the database system is starting up", "57P03")],
    ["no connection slot left", withCode("sorry, too many clients already", "53300")],
    ["a connection dropped mid-query", new Error("Connection terminated unexpectedly")],
    [
      "a pool that found no connection in time",
      new Error("timeout exceeded when trying to connect"),
    ],
  ])("answers unavailable for %s, bare or wrapped", (_name, error) => {
    expect(databaseFailureIn(error)).toBe("unavailable");
    expect(databaseFailureIn(wrapped(error))).toBe("unavailable");
    expect(databaseFailureIn(new Error("saving failed", { cause: wrapped(error) }))).toBe(
      "unavailable",
    );
  });

  it("answers overloaded for a statement timeout", () => {
    const timeout = withCode("canceling statement due to statement timeout", "57014");
    expect(databaseFailureIn(wrapped(timeout))).toBe("overloaded");
  });

  it.each([
    ["a unique violation", wrapped(withCode("duplicate key value", "23505"))],
    ["a syntax error", wrapped(withCode("syntax error at or near", "42601"))],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["a Fastify error", withCode("body too large", "FST_ERR_CTP_BODY_TOO_LARGE")],
    ["not an error", "ECONNREFUSED"],
  ])("answers null for %s", (_name, error) => {
    expect(databaseFailureIn(error)).toBeNull();
  });
});

describe("a database failure reaching the error handler", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After and logs a warning, not an error", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "warn", stream } });
    registerErrorHandling(app);
    app.get("/down", async () => {
      throw wrapped(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"));
    });
    app.get("/slow", async () => {
      throw wrapped(withCode("canceling statement due to statement timeout", "57014"));
    });
    await app.ready();
    const down = await app.inject({ url: "/down" });
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json()).toEqual({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "The database is unavailable; try again shortly",
    });
    const slow = await app.inject({ url: "/slow" });
    expect(slow.statusCode).toBe(503);
    expect(slow.headers["retry-after"]).toBe("5");
    expect(slow.json().message).toBe("The database is overloaded; try again shortly");
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels).toEqual([40, 40]);
    await app.close();
  });
});

describe("a unique violation reaching the error handler", () => {
  it("answers 409 CONFLICT (a duplicate another request inserted first), never 500", async () => {
    expect(uniqueViolationIn(wrapped(withCode("duplicate key value", "23505")))).toBe(true);
    expect(uniqueViolationIn(wrapped(withCode("syntax error", "42601")))).toBe(false);
    const app = Fastify();
    registerErrorHandling(app);
    app.get("/twice", async () => {
      throw wrapped(withCode("duplicate key value violates unique constraint", "23505"));
    });
    await app.ready();
    const res = await app.inject({ url: "/twice" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: "CONFLICT" });
    await app.close();
  });
});
