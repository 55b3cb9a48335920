import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import { catalogAliases, locations, skills, stacks } from "../schema";
import { locationSeeds } from "./catalog-data/locations";
import { skillSeeds } from "./catalog-data/skills";
import { stackSeeds } from "./catalog-data/stacks";
import { seedSkillRelations } from "./skill-relations";

/** `set` and `setWhere` for an upsert that rewrites a row only when one of `columns` changed. */
function changed(columns: Record<string, PgColumn>): { set: Record<string, SQL>; setWhere: SQL } {
  const entries = Object.entries(columns);
  return {
    set: Object.fromEntries(entries.map(([key, col]) => [key, sql.raw(`excluded.${col.name}`)])),
    setWhere: sql.join(
      entries.map(([, col]) => sql`${col} is distinct from ${sql.raw(`excluded.${col.name}`)}`),
      sql` or `,
    ),
  };
}

/** catalog_aliases.alias_key of a name: trimmed, lower-cased, unaccented. */
const nameKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * Upserts the whole catalogue (skills by code, stacks by code, locations by id) in one batch
 * per table; idempotent, and a re-run leaves unchanged rows untouched. Then fills an empty
 * skill graph.
 */
export async function seedCatalog(db: Db): Promise<void> {
  // A seeded name an admin renamed or merged away is an alias now; re-seeding it
  // would undo the rename or bring the merged duplicate back.
  const aliases = await db
    .select({ kind: catalogAliases.kind, key: catalogAliases.aliasKey })
    .from(catalogAliases);
  const kept = (kind: string) => {
    const former = new Set(aliases.filter((a) => a.kind === kind).map((a) => a.key));
    return (seed: { name: string }) => !former.has(nameKey(seed.name));
  };
  await db
    .insert(stacks)
    .values(stackSeeds.filter(kept("stack")))
    .onConflictDoUpdate({ target: stacks.code, ...changed({ name: stacks.name }) });
  await db
    .insert(skills)
    .values(skillSeeds.filter(kept("skill")))
    .onConflictDoUpdate({
      target: skills.code,
      ...changed({ name: skills.name, category: skills.category }),
    });
  await db
    .insert(locations)
    .values(locationSeeds)
    .onConflictDoUpdate({
      target: locations.id,
      ...changed({
        kind: locations.kind,
        name: locations.name,
        countryCode: locations.countryCode,
        countryName: locations.countryName,
      }),
    });
  await seedSkillRelations(db);
}
