import type { MainSkillCategory } from "@encaja/contracts";
import { type SQL, sql } from "drizzle-orm";
import { skills, stacks } from "../schema";
import { type Executor, rowsOf } from "./executor";

export * from "./admin-catalog-merge";
export * from "./admin-skill-relations";

/** Which catalogue an admin operation touches (catalog_aliases.kind). */
export type CatalogKind = "skill" | "stack";

/** The alias key of a name: trimmed, lower-cased, unaccented (catalog_aliases.alias_key). */
export const catalogAliasKey = (name: string) => sql`encaja_unaccent(lower(trim(${name})))`;

const table = (kind: CatalogKind) => sql.raw(kind === "skill" ? "skills" : "stacks");

export interface AdminCatalogSearch {
  q?: string | undefined;
  category?: string | undefined;
  limit: number;
  offset: number;
}

export interface AdminCatalogRow {
  code: string;
  name: string;
  category: string | null;
  version: number;
  developers: number;
  offers: number;
  aliases: string[];
}

function usage(kind: CatalogKind): SQL {
  return kind === "skill"
    ? sql`(select count(*)::int from developer_skills ds where ds.skill_id = c.id) as developers,
        (select count(*)::int from offer_skills os where os.skill_id = c.id) as offers`
    : sql`(select count(*)::int from developers d where d.main_stack_code = c.code) as developers,
        (select count(*)::int from offers o where o.main_stack_code = c.code) as offers`;
}

/** A LIKE pattern for "contains `q`", lower-cased and unaccented (compare with the same folding). */
export const catalogNeedle = (q: string): SQL =>
  sql`'%' || encaja_unaccent(lower(${q.replace(/[\\%_]/g, "\\$&")})) || '%'`;

/** Name, code or any former name contains `q` (case- and accent-insensitive). */
function matchesText(kind: CatalogKind, q: string): SQL {
  const needle = catalogNeedle(q);
  return sql`(encaja_unaccent(lower(c.name)) like ${needle} or c.code like ${needle}
    or exists (select 1 from catalog_aliases a
      where a.kind = ${kind} and a.code = c.code and a.alias_key like ${needle}))`;
}

/** One page (offset-based, one row more than `limit` to tell whether another follows) by name. */
export async function listCatalogForAdmin(
  db: Executor,
  kind: CatalogKind,
  search: AdminCatalogSearch,
): Promise<AdminCatalogRow[]> {
  const where: SQL[] = [sql`true`];
  const q = search.q?.trim();
  if (q) where.push(matchesText(kind, q));
  if (kind === "skill" && search.category) where.push(sql`c.category = ${search.category}`);
  const category = kind === "skill" ? sql`c.category` : sql`null::text`;
  const result = await db.execute(sql`
    select c.code, c.name, ${category} as category, c.version, ${usage(kind)},
      coalesce((select array_agg(a.alias order by a.alias) from catalog_aliases a
        where a.kind = ${kind} and a.code = c.code), '{}'::text[]) as aliases
    from ${table(kind)} c
    where ${sql.join(where, sql` and `)}
    order by lower(c.name), c.code
    limit ${search.limit + 1} offset ${search.offset}`);
  return rowsOf<AdminCatalogRow>(result);
}

export async function findCatalogForAdmin(db: Executor, kind: CatalogKind, code: string) {
  const result = await db.execute(sql`
    select c.code, c.name, ${kind === "skill" ? sql`c.category` : sql`null::text`} as category,
      c.version, ${usage(kind)},
      coalesce((select array_agg(a.alias order by a.alias) from catalog_aliases a
        where a.kind = ${kind} and a.code = c.code), '{}'::text[]) as aliases
    from ${table(kind)} c where c.code = ${code}`);
  return rowsOf<AdminCatalogRow>(result)[0];
}

export interface LockedCatalogEntry {
  id: string | null;
  code: string;
  name: string;
  category: string | null;
  version: number;
}

/** The entries with these codes, locked for the rest of the transaction. */
export async function lockCatalogEntries(
  tx: Executor,
  kind: CatalogKind,
  codes: string[],
): Promise<LockedCatalogEntry[]> {
  const list = sql`${`{${codes.join(",")}}`}::text[]`;
  const columns =
    kind === "skill"
      ? sql`id::text, code, name, category, version`
      : sql`null::text as id, code, name, null::text as category, version`;
  const result = await tx.execute(
    sql`select ${columns} from ${table(kind)} where code = any(${list}) order by code for update`,
  );
  return rowsOf<LockedCatalogEntry>(result);
}

/** Whether `name` is already another entry's name or alias (`except`: the entry being renamed). */
export async function catalogNameTaken(
  db: Executor,
  kind: CatalogKind,
  name: string,
  except?: string,
): Promise<boolean> {
  const other = except ? sql`and code <> ${except}` : sql``;
  const result = await db.execute(sql`
    select (exists (select 1 from ${table(kind)}
        where encaja_unaccent(lower(name)) = ${catalogAliasKey(name)} ${other})
      or exists (select 1 from catalog_aliases
        where kind = ${kind} and alias_key = ${catalogAliasKey(name)} ${other})) as taken`);
  return Boolean(rowsOf<{ taken: boolean }>(result)[0]?.taken);
}

/** The first free code among `base`, `base_2`, `base_3`… */
export async function freeCatalogCode(db: Executor, kind: CatalogKind, base: string) {
  const result = await db.execute(
    sql`select code from ${table(kind)} where code = ${base} or code like ${`${base}\\_%`}`,
  );
  const taken = new Set(rowsOf<{ code: string }>(result).map((r) => r.code));
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}_${n}`;
  return code;
}

export async function insertSkill(
  db: Executor,
  row: { code: string; name: string; category: MainSkillCategory },
) {
  await db.insert(skills).values(row);
}

export async function insertStack(db: Executor, row: { code: string; name: string }) {
  await db.insert(stacks).values(row);
}

/** Sets the name (and a skill's category) and bumps the version. */
export async function updateCatalogEntry(
  tx: Executor,
  kind: CatalogKind,
  code: string,
  change: { name: string; category?: string | null | undefined },
) {
  const category =
    kind === "skill" && change.category ? sql`, category = ${change.category}` : sql``;
  await tx.execute(sql`update ${table(kind)}
    set name = ${change.name}${category}, version = version + 1 where code = ${code}`);
}

/**
 * Points `names` at `code` as aliases. A name equal to the entry's current name is dropped, and
 * an alias of `code` matching its new name goes (a rename back to a former name).
 */
export async function addCatalogAliases(
  tx: Executor,
  kind: CatalogKind,
  code: string,
  currentName: string,
  names: string[],
) {
  await tx.execute(sql`delete from catalog_aliases
    where kind = ${kind} and code = ${code} and alias_key = ${catalogAliasKey(currentName)}`);
  for (const name of names) {
    await tx.execute(sql`insert into catalog_aliases (kind, code, alias, alias_key)
      select ${kind}, ${code}, trim(${name}), ${catalogAliasKey(name)}
      where ${catalogAliasKey(name)} <> ${catalogAliasKey(currentName)}
      on conflict (kind, alias_key) do update set code = excluded.code, alias = excluded.alias`);
  }
}

/**
 * After a rename, the denormalised text search reads the new name: the talent profiles of the
 * developers using it (talent_profiles is refreshed only by its function) and the offers' names.
 */
export async function refreshCatalogSearchText(tx: Executor, kind: CatalogKind, code: string) {
  if (kind === "stack") {
    await tx.execute(sql`select encaja_refresh_talent(array(
      select id from developers where main_stack_code = ${code}))`);
    return;
  }
  await tx.execute(sql`select encaja_refresh_talent(array(
    select ds.developer_id from developer_skills ds join skills s on s.id = ds.skill_id
    where s.code = ${code}))`);
  await tx.execute(sql`update offers o set skill_names = coalesce((
      select string_agg(s.name, ' ' order by os.position) from offer_skills os
      join skills s on s.id = os.skill_id where os.offer_id = o.id), '')
    where o.id in (select os.offer_id from offer_skills os join skills s on s.id = os.skill_id
      where s.code = ${code})`);
}

/**
 * The current skill names, then stack names, the former name `q` now stands for (exact alias
 * match), for text search: one statement, as every uncached search text asks.
 */
export async function namesForAlias(db: Executor, q: string): Promise<string[]> {
  const result = await db.execute(sql`with k as (select ${catalogAliasKey(q)} as key)
    select a.kind, c.name from catalog_aliases a join skills c on c.code = a.code
      where a.kind = 'skill' and a.alias_key = (select key from k)
    union all
    select a.kind, c.name from catalog_aliases a join stacks c on c.code = a.code
      where a.kind = 'stack' and a.alias_key = (select key from k)
    order by kind`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}
