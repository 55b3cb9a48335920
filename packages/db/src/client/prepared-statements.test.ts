import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../queries/executor";
import { createTestDb } from "../testing";
import type { DbHandle } from "./client";
import { PLANNED_PER_RUN, statementName, withStatementName } from "./prepared-statements";

describe("statement names (ADR 0045)", () => {
  it("names a text the same way every time, and different texts differently", () => {
    expect(statementName("select $1::int")).toBe(statementName("select $1::int"));
    expect(statementName("select $1::int")).not.toBe(statementName("select $1::text"));
    expect(statementName("select $1::int")).toMatch(/^e_[0-9a-f]{24}$/);
  });

  it("names parameterised statements only, without changing the config it was given", () => {
    const named = new Set<string>();
    const config = { text: "select $1::int as n" };
    const sent = withStatementName(config, [1], named) as { name?: string; text: string };
    expect(sent).toEqual({ text: config.text, name: statementName(config.text) });
    expect(config).toEqual({ text: "select $1::int as n" });
    expect(withStatementName({ text: "begin" }, undefined, named)).toEqual({ text: "begin" });
    expect(withStatementName({ text: "select 1", values: [] }, [], named)).not.toHaveProperty(
      "name",
    );
    expect(withStatementName("select $1", [1], named)).toBe("select $1");
    const given = { text: "select $1::int", name: "mine", values: [1] };
    expect(withStatementName(given, undefined, named)).toBe(given);
  });

  it("sends a statement marked to be planned per run unnamed", () => {
    const named = new Set<string>();
    const config = { text: `select $1::int where ${PLANNED_PER_RUN} true` };
    expect(statementName(config.text)).toBeNull();
    expect(withStatementName(config, [1], named)).toBe(config);
    expect(named.size).toBe(0);
  });

  it("stops naming new texts once a connection holds its maximum, but keeps using old names", () => {
    const named = new Set<string>();
    const first = withStatementName({ text: "select $1::int" }, [1], named, 1);
    expect(first).toHaveProperty("name");
    expect(withStatementName({ text: "select $1::text" }, ["a"], named, 1)).not.toHaveProperty(
      "name",
    );
    expect(withStatementName({ text: "select $1::int" }, [2], named, 1)).toEqual(first);
    expect(named.size).toBe(1);
  });
});

/** The first row of a raw statement's answer (drizzle types `execute` per driver). */
const firstRow = <T>(result: unknown) => rowsOf<T>(result)[0]!;

describe.runIf(Boolean(process.env.DATABASE_URL))("prepared statements on PostgreSQL", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("plans a repeated statement once per connection and answers each run with its values", async () => {
    const text = (n: number) => handle.db.execute(sql`select ${n}::int * 2 as doubled`);
    const results = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) results.push(await text(n));
    expect(results.map((r) => firstRow<{ doubled: number }>(r).doubled)).toEqual([
      2, 4, 6, 8, 10, 12, 14,
    ]);
    // The statement is prepared on the connection that ran it (any of the pool's).
    const prepared = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int * 2 as doubled`);
      return tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${"%::int * 2 as doubled%"}`,
      );
    });
    expect(firstRow<{ n: number }>(prepared).n).toBe(1);
  });

  it("never prepares a statement marked to be planned per run", async () => {
    const counts = await handle.db.transaction(async (tx) => {
      for (const n of [1, 2]) {
        await tx.execute(sql`select ${n}::int * 3 as tripled ${sql.raw(PLANNED_PER_RUN)}`);
        await tx.execute(sql`select ${n}::int * 5 as unmarked`);
      }
      return tx.execute(sql`select count(*) filter (where statement like '%tripled%')::int as marked,
        count(*) filter (where statement like '%unmarked%')::int as unmarked
        from pg_prepared_statements`);
    });
    expect(firstRow<{ marked: number; unmarked: number }>(counts)).toEqual({
      marked: 0,
      unmarked: 1,
    });
  });

  it("keeps working after a failed statement, inside and outside transactions", async () => {
    await expect(handle.db.execute(sql`select ${"x"}::int`)).rejects.toThrow();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select ${"y"}::int`);
      }),
    ).rejects.toThrow();
    // A statement PostgreSQL cannot parse fails the same way every time (it was never prepared).
    for (let i = 0; i < 2; i++)
      await expect(handle.db.execute(sql`selec ${i}::int`)).rejects.toMatchObject({
        cause: { code: "42601" }, // syntax_error
      });
    const r = await handle.db.execute(sql`select ${"42"}::int as n`);
    expect(firstRow<{ n: number }>(r).n).toBe(42);
  });
});
