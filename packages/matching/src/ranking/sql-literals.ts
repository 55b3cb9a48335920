import { sql } from "drizzle-orm";

/**
 * How the ranking and talent queries put numbers and lists into SQL. Lists go in as one array
 * literal parameter (one placeholder whatever their length).
 */

export const ints = (v: number[]) => sql`${`{${v.join(",")}}`}::int[]`;

export const floats = (v: number[]) => sql`${`{${v.map(Number).join(",")}}`}::float8[]`;

export const texts = (v: string[]) =>
  sql`${`{${v.map((s) => `"${s.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`;

/** A tuning constant inlined as float8: numeric arithmetic would be several times slower. */
export const num = (n: number) => sql.raw(`${Number(n)}::float8`);

/** An integer constant (ranks, masks) inlined. */
export const int = (n: number) => sql.raw(String(Math.trunc(Number(n))));

/**
 * An offer's own numbers go in as parameters, so every offer's page read has the same text:
 * a connection's named statement is then planned once, not per offer (ADR 0047). Tuning
 * constants stay inlined: they are the same for every offer.
 */
export const intParam = (n: number) => sql`${Math.trunc(Number(n))}::int`;
export const numParam = (n: number) => sql`${Number(n)}::float8`;
export const boolParam = (b: boolean) => sql`${b}::boolean`;

/** `talent_profiles tp` rows of these developers. */
export const developerIdIn = (ids: string[]) =>
  sql`tp.developer_id = any(${`{${ids.join(",")}}`}::uuid[])`;
