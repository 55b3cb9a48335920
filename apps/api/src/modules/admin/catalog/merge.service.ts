import type { MergeCatalogRequest, MergeSkillsResult, MergeStacksResult } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  addCatalogAliases,
  type CatalogKind,
  deleteCatalogEntries,
  findCatalogForAdmin,
  lockCatalogEntries,
  moveSkillReferences,
  moveStackReferences,
  recordAudit,
  refreshCatalogSearchText,
  repointCatalogAliases,
  updateCatalogEntry,
} from "@encaja/db/queries";
import { notFound } from "../../../errors/app-error";
import { type AuditMeta, staleVersion, toSkill, toStack } from "./catalog.service";

/**
 * Merges the duplicates into the survivor in ONE transaction: every reference moves, the
 * duplicates are deleted, their names and aliases become the survivor's aliases, the survivor's
 * version goes up and the audit entry records what moved.
 */
async function merge(db: Db, meta: AuditMeta, kind: CatalogKind, input: MergeCatalogRequest) {
  const codes = [input.survivor, ...input.duplicates];
  const moved = await db.transaction(async (tx) => {
    const entries = await lockCatalogEntries(tx, kind, codes);
    const byCode = new Map(entries.map((e) => [e.code, e]));
    const missing = codes.find((code) => !byCode.has(code));
    if (missing) throw notFound(kind === "skill" ? `Skill ${missing}` : `Stack ${missing}`);
    for (const entry of entries) {
      if (entry.version !== input.versions[entry.code]) throw staleVersion(entry.version);
    }
    const survivor = byCode.get(input.survivor)!;
    const duplicates = input.duplicates.map((code) => byCode.get(code)!);
    const counts =
      kind === "skill"
        ? await moveSkillReferences(
            tx,
            { id: survivor.id!, code: survivor.code },
            duplicates.map((d) => ({ id: d.id!, code: d.code })),
          )
        : await moveStackReferences(tx, survivor.code, input.duplicates);
    await repointCatalogAliases(tx, kind, survivor.code, input.duplicates);
    await deleteCatalogEntries(tx, kind, input.duplicates);
    await addCatalogAliases(
      tx,
      kind,
      survivor.code,
      survivor.name,
      duplicates.map((d) => d.name),
    );
    await updateCatalogEntry(tx, kind, survivor.code, { name: survivor.name });
    await refreshCatalogSearchText(tx, kind, survivor.code);
    await recordAudit(tx, {
      action: "catalog.merged",
      ...meta,
      target: { type: kind, id: survivor.code },
      details: { kind, survivor: survivor.code, merged: input.duplicates, moved: counts },
    });
    return counts;
  });
  const row = (await findCatalogForAdmin(db, kind, input.survivor))!;
  return { row, merged: input.duplicates, moved };
}

export async function mergeSkills(
  db: Db,
  meta: AuditMeta,
  input: MergeCatalogRequest,
): Promise<MergeSkillsResult> {
  const { row, ...rest } = await merge(db, meta, "skill", input);
  return { survivor: toSkill(row), ...rest };
}

export async function mergeStacks(
  db: Db,
  meta: AuditMeta,
  input: MergeCatalogRequest,
): Promise<MergeStacksResult> {
  const { row, ...rest } = await merge(db, meta, "stack", input);
  return { survivor: toStack(row), ...rest };
}
