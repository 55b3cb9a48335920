import { routes } from "@encaja/contracts";
import { rowsOf, tablePrivacy } from "@encaja/db/queries";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog } from "../../testing/developers";
import { FACTORY_PASSWORD } from "../../testing/factories";
import { createPeopleWithEveryKindOfData } from "../../testing/personal-data";
import { rowsContaining } from "../../testing/table-scan";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
});
afterAll(() => t.close());

const MARK = "zqeverytablemark";

/** Columns that say whose a row is (not who acted on it). */
const OWNER_COLUMNS = ["user_id", "developer_id", "interviewer_user_id", "owner_user_id"];

async function ownedRowsLeft(ids: (string | undefined)[]) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  const columns = await t.db.db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ${sql.raw(`('${OWNER_COLUMNS.join("','")}')`)}`,
  );
  const left: string[] = [];
  for (const c of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    if (tablePrivacy[c.table_name]?.class !== "erased") continue;
    const result = await t.db.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)}::text in ${sql.raw(`('${wanted.join("','")}')`)}`,
    );
    const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    if (n > 0) left.push(`${c.table_name}.${c.column_name}: ${n}`);
  }
  return left;
}

describe("account deletion against every personal-data table", () => {
  it("erases every person of every role: no marker, and no id left in an erased table", async () => {
    const people = await createPeopleWithEveryKindOfData(t, (field) => `${MARK}${field}`);
    const before = new Set((await rowsContaining(t.db.db, MARK)).map((h) => h.table));
    const personal = Object.entries(tablePrivacy)
      .filter(([, p]) => p.class !== "reference")
      .map(([table]) => table);
    // The fixture reaches every table that can hold a marker (the others hold ids and numbers).
    expect(before.size).toBeGreaterThan(25);

    // The associate first (an owner cannot leave associates behind); staff before the developer,
    // so what they wrote in the developer's conversation is still there when they go.
    const order = [
      people.associate,
      people.customer,
      people.matcher,
      people.interviewer,
      people.developer,
    ];
    for (const person of order) {
      const res = await t.call(
        routes.users.deleteAccount,
        { body: { password: FACTORY_PASSWORD } },
        { as: person },
      );
      expect(res.status, person.role).toBe(204);
      // No row in an `erased` table is still owned by the person (actor columns such as
      // created_by keep an opaque id of the tombstone, like every `reference` table does).
      expect(await ownedRowsLeft([person.userId, person.developerId]), person.role).toEqual([]);
      expect(await rowsContaining(t.db.db, person.email), person.role).toEqual([]);
    }
    // The developer's id is in no `erased` table at all, whatever the column.
    const devHits = (await rowsContaining(t.db.db, people.developer.developerId!)).filter(
      (h) => tablePrivacy[h.table]?.class === "erased",
    );
    expect(devHits).toEqual([]);
    expect(await rowsContaining(t.db.db, MARK)).toEqual([]);
    expect(personal.length).toBeGreaterThan(40);
  });
});
