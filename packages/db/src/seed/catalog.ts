import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { locations, skills, stacks } from "../schema";
import { locationSeeds } from "./catalog-data/locations";
import { skillSeeds } from "./catalog-data/skills";
import { stackSeeds } from "./catalog-data/stacks";

export const skillCatalog = skillSeeds;
export const stackCatalog = stackSeeds;
export const locationCatalog = locationSeeds;

/** Upserts the whole catalogue (skills by code, stacks by code, locations by id); idempotent. */
export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(stacks)
    .values(stackSeeds)
    .onConflictDoUpdate({ target: stacks.code, set: { name: sql`excluded.name` } });
  await db
    .insert(skills)
    .values(skillSeeds)
    .onConflictDoUpdate({
      target: skills.code,
      set: { name: sql`excluded.name`, category: sql`excluded.category` },
    });
  await db
    .insert(locations)
    .values(locationSeeds)
    .onConflictDoUpdate({
      target: locations.id,
      set: {
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        countryCode: sql`excluded.country_code`,
        countryName: sql`excluded.country_name`,
      },
    });
}
