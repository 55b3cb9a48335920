import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { seedCatalog } from "@encaja/db/seed";
import { eq } from "drizzle-orm";

/** A small, known catalogue for developer tests: the starting skills/stacks plus two places. */
export async function seedTestCatalog(db: Db) {
  await seedCatalog(db);
  await db
    .insert(schema.locations)
    .values([
      { id: "AR", kind: "country", name: "Argentina", countryCode: "AR", countryName: "Argentina" },
      {
        id: "AR-cordoba",
        kind: "city",
        name: "Córdoba",
        countryCode: "AR",
        countryName: "Argentina",
      },
    ])
    .onConflictDoNothing();
}

export async function skillId(db: Db, code: string): Promise<string> {
  const [row] = await db
    .select({ id: schema.skills.id })
    .from(schema.skills)
    .where(eq(schema.skills.code, code));
  if (!row) throw new Error(`no skill ${code}`);
  return row.id;
}
