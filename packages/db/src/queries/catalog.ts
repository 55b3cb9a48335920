import type { MainSkillCategory } from "@encaja/contracts";
import { and, asc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { locations, skills, stacks } from "../schema";
import { textArray } from "./compiled";
import type { Executor } from "./executor";

/** Escapes LIKE wildcards so user input matches literally. */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, "\\$&");

/** Accent- and case-insensitive folding, the same on both sides of a comparison. */
const fold = (expr: SQLWrapper) => sql`unaccent(lower(${expr}))`;

interface TextMatch {
  where: SQL;
  exact: SQL;
  prefix: SQL;
}

function textMatch(columns: SQLWrapper[], q: string): TextMatch {
  const needle = fold(sql`${likeLiteral(q)}`);
  const raw = fold(sql`${q}`);
  const any = (piece: (col: SQL) => SQL) =>
    sql.join(
      columns.map((c) => piece(fold(c))),
      sql` or `,
    );
  return {
    where: sql`(${any((c) => sql`${c} like '%' || ${needle} || '%'`)})`,
    exact: sql`(${any((c) => sql`${c} = ${raw}`)})`,
    prefix: sql`(${any((c) => sql`${c} like ${needle} || '%'`)})`,
  };
}

export interface SkillSearch {
  q?: string | undefined;
  category?: MainSkillCategory | undefined;
  limit: number;
}

/**
 * Skills whose name, code or a former name contains `q`: exact matches first, then prefixes,
 * then by name.
 */
export async function searchSkills(db: Executor, search: SkillSearch) {
  const filters: SQL[] = [];
  const order: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const match = textMatch([skills.name, skills.code], q);
    // A former name (a rename or a merge) still finds the skill, after direct matches.
    const alias = sql`exists (select 1 from catalog_aliases a where a.kind = 'skill'
      and a.code = ${skills.code} and ${fold(sql`a.alias_key`)} like '%' || ${fold(sql`${likeLiteral(q)}`)} || '%')`;
    filters.push(sql`(${match.where} or ${alias})`);
    order.push(sql`${match.exact} desc`, sql`${match.prefix} desc`, sql`length(${skills.name})`);
  }
  if (search.category) filters.push(eq(skills.category, search.category));
  return db
    .select({ id: skills.id, code: skills.code, name: skills.name, category: skills.category })
    .from(skills)
    .where(and(...filters))
    .orderBy(...order, asc(skills.name))
    .limit(search.limit);
}

/** Every skill (a few hundred rows): used to match free-text skill names to the catalogue. */
export async function listCatalogSkills(db: Executor) {
  return db.select({ id: skills.id, code: skills.code, name: skills.name }).from(skills);
}

/** The ids of the skills with these codes (unknown codes have none). */
export async function skillIdsOfCodes(db: Executor, codes: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(sql`${skills.code} = any(${textArray(codes)}::text[])`);
  return rows.map((r) => r.id);
}

export async function listStacks(db: Executor) {
  return db.select().from(stacks).orderBy(asc(stacks.name));
}

export interface LocationSearch {
  q?: string | undefined;
  country?: string | undefined;
  kind?: "country" | "city" | undefined;
  limit: number;
}

/** Countries and cities whose name contains `q` (accent-insensitive); countries before cities. */
export async function searchLocations(db: Executor, search: LocationSearch) {
  const filters: SQL[] = [];
  const order: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const match = textMatch([locations.name], q);
    filters.push(match.where);
    order.push(sql`${match.exact} desc`, sql`${match.prefix} desc`);
  }
  if (search.country) filters.push(eq(locations.countryCode, search.country));
  if (search.kind) filters.push(eq(locations.kind, search.kind));
  return db
    .select()
    .from(locations)
    .where(and(...filters))
    .orderBy(...order, sql`${locations.kind} = 'city'`, asc(locations.name))
    .limit(search.limit);
}
