import type {
  AdminCatalogSkill,
  AdminCatalogSkillList,
  AdminCatalogStack,
  AdminCatalogStackList,
  AdminSkillsQuery,
  AdminStacksQuery,
  CreateSkillRequest,
  CreateStackRequest,
  MainSkillCategory,
  UpdateSkillRequest,
  UpdateStackRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type AdminCatalogRow,
  addCatalogAliases,
  type CatalogKind,
  catalogNameTaken,
  type Executor,
  findCatalogForAdmin,
  freeCatalogCode,
  insertSkill,
  insertStack,
  listCatalogForAdmin,
  lockCatalogEntries,
  lockKey,
  recordAudit,
  refreshCatalogSearchText,
  updateCatalogEntry,
} from "@encaja/db/queries";
import { appError, notFound, validationError } from "../../../errors/app-error";
import type { auditMeta } from "../audit-meta";
import { codeFromName } from "./catalog-code";

export type AuditMeta = ReturnType<typeof auditMeta>;

export const toStack = (row: AdminCatalogRow): AdminCatalogStack => ({
  code: row.code,
  name: row.name,
  version: row.version,
  usage: { developers: row.developers, offers: row.offers },
  aliases: row.aliases,
});

export const toSkill = (row: AdminCatalogRow): AdminCatalogSkill => ({
  ...toStack(row),
  category: row.category as MainSkillCategory,
});

/** The cursor is the offset of the next page (entries by name). */
async function page(db: Db, kind: CatalogKind, query: AdminSkillsQuery | AdminStacksQuery) {
  const offset = query.cursor ? Number.parseInt(query.cursor, 10) || 0 : 0;
  const category = "category" in query ? query.category : undefined;
  const rows = await listCatalogForAdmin(db, kind, { ...query, category, offset });
  return {
    rows: rows.slice(0, query.limit),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

export async function listSkills(db: Db, query: AdminSkillsQuery): Promise<AdminCatalogSkillList> {
  const { rows, nextCursor } = await page(db, "skill", query);
  return { items: rows.map(toSkill), nextCursor };
}

export async function listStacks(db: Db, query: AdminStacksQuery): Promise<AdminCatalogStackList> {
  const { rows, nextCursor } = await page(db, "stack", query);
  return { items: rows.map(toStack), nextCursor };
}

/** One writer at a time for names and codes, so two adds of one name cannot both pass. */
const lockCatalogNames = (tx: Executor) => lockKey(tx, "encaja_catalog_names");

async function refuseTakenName(tx: Executor, kind: CatalogKind, name: string, except?: string) {
  if (await catalogNameTaken(tx, kind, name, except)) {
    throw appError("CONFLICT", `A ${kind} with that name or alias already exists`);
  }
}

async function create(
  db: Db,
  meta: AuditMeta,
  kind: CatalogKind,
  input: { name: string; category?: MainSkillCategory },
) {
  const base = codeFromName(input.name);
  if (!base) {
    throw validationError([{ path: "name", message: "The name needs letters or digits" }]);
  }
  const code = await db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    await refuseTakenName(tx, kind, input.name);
    const free = await freeCatalogCode(tx, kind, base);
    if (kind === "skill") {
      await insertSkill(tx, { code: free, name: input.name, category: input.category ?? "custom" });
    } else await insertStack(tx, { code: free, name: input.name });
    await recordAudit(tx, {
      action: "catalog.added",
      ...meta,
      target: { type: kind, id: free },
      details: { kind, code: free, name: input.name, category: input.category ?? null },
    });
    return free;
  });
  return (await findCatalogForAdmin(db, kind, code))!;
}

export const createSkill = async (db: Db, meta: AuditMeta, input: CreateSkillRequest) =>
  toSkill(await create(db, meta, "skill", input));

export const createStack = async (db: Db, meta: AuditMeta, input: CreateStackRequest) =>
  toStack(await create(db, meta, "stack", input));

/** A stale `version` is refused with the current one, so the admin can reload and retry. */
export function staleVersion(currentVersion: number) {
  return appError("RECORD_CHANGED", "The catalogue entry changed since it was loaded", {
    details: { currentVersion },
  });
}

async function update(
  db: Db,
  meta: AuditMeta,
  kind: CatalogKind,
  code: string,
  input: { version: number; name?: string | undefined; category?: string | undefined },
) {
  await db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    const [before] = await lockCatalogEntries(tx, kind, [code]);
    if (!before) throw notFound(kind === "skill" ? "Skill" : "Stack");
    if (before.version !== input.version) throw staleVersion(before.version);
    const name = input.name ?? before.name;
    if (input.name) await refuseTakenName(tx, kind, name, code);
    await updateCatalogEntry(tx, kind, code, { name, category: input.category });
    await addCatalogAliases(tx, kind, code, name, [before.name]);
    if (name !== before.name) await refreshCatalogSearchText(tx, kind, code);
    await recordAudit(tx, {
      action: "catalog.renamed",
      ...meta,
      target: { type: kind, id: code },
      details: {
        kind,
        code,
        from: before.name,
        to: name,
        ...(kind === "skill"
          ? { fromCategory: before.category, toCategory: input.category ?? before.category }
          : {}),
      },
    });
  });
  return (await findCatalogForAdmin(db, kind, code))!;
}

export const updateSkill = async (
  db: Db,
  meta: AuditMeta,
  code: string,
  input: UpdateSkillRequest,
) => toSkill(await update(db, meta, "skill", code, input));

export const updateStack = async (
  db: Db,
  meta: AuditMeta,
  code: string,
  input: UpdateStackRequest,
) => toStack(await update(db, meta, "stack", code, input));
