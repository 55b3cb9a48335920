import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../queries/executor";
import { createTestDb } from "../testing";
import { createDb, type DbHandle } from "./client";

/**
 * Queries issued together on one connection (a transaction) run one after another without
 * node-postgres's deprecated internal queue, for both kinds of pooled client.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))("one query at a time per connection", () => {
  let named: DbHandle;
  let unnamed: DbHandle;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  beforeAll(async () => {
    named = await createTestDb();
    const url = new URL(process.env.DATABASE_URL!);
    // The test database createTestDb made, opened again without statement names.
    const [current] = rowsOf<{ name: string }>(
      await named.db.execute(sql`select current_database() as name`),
    );
    url.pathname = `/${current!.name}`;
    unnamed = await createDb({ databaseUrl: url.toString(), prepareStatements: false });
    process.on("warning", onWarning);
  });
  afterAll(async () => {
    process.off("warning", onWarning);
    await unnamed.close();
    await named.close();
  });

  for (const which of ["named", "unnamed"] as const) {
    it(`answers concurrent queries in a transaction in order (${which} statements)`, async () => {
      const handle = which === "named" ? named : unnamed;
      const answers = await handle.db.transaction((tx) =>
        Promise.all(
          [5, 1, 4, 2, 3].map(
            async (n) =>
              rowsOf<{ n: number }>(
                await tx.execute(sql`select ${n}::int as n, pg_sleep(${n / 1000})`),
              )[0]!.n,
          ),
        ),
      );
      expect(answers).toEqual([5, 1, 4, 2, 3]);
      // A failing query rejects its own promise only; the next one still runs.
      const results = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`savepoint s`);
        // Drizzle's queries start when awaited: `.then` issues them here, in this order.
        const bad = tx.execute(sql`select 1 / ${0}::int`).then(
          () => "fulfilled",
          () => "rejected",
        );
        const good = tx
          .execute(sql`rollback to savepoint s`)
          .then(() => tx.execute(sql`select 7 as n`));
        return { bad: await bad, good: rowsOf<{ n: number }>(await good)[0]!.n };
      });
      expect(results).toEqual({ bad: "rejected", good: 7 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes("already executing"))).toEqual([]);
    });
  }
});
