import type {
  PutSkillRelationRequest,
  SkillRelation,
  SkillRelationList,
  SkillRelationParams,
  SkillRelationsQuery,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  deleteSkillRelation,
  type Executor,
  listSkillRelationsForAdmin,
  lockSkillRelation,
  recordAudit,
  type SkillRef,
  type SkillRelationRow,
  skillRefsByIds,
  upsertSkillRelation,
} from "@encaja/db/queries";
import { notFound, validationError } from "../../../errors/app-error";
import type { AuditMeta } from "../audit-meta";

const toRelation = (row: SkillRelationRow): SkillRelation => ({
  skill: { id: row.skillId, code: row.skillCode, name: row.skillName },
  relatedSkill: { id: row.relatedId, code: row.relatedCode, name: row.relatedName },
  strength: row.strength,
});

/** The cursor is the last row's two codes ("react-vuejs": codes never hold a hyphen). */
function afterCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [skillCode, relatedCode, ...rest] = cursor.split("-");
  if (!skillCode || !relatedCode || rest.length) {
    throw validationError([{ path: "cursor", message: "Invalid cursor" }]);
  }
  return { skillCode, relatedCode };
}

export async function listSkillRelations(
  db: Db,
  query: SkillRelationsQuery,
): Promise<SkillRelationList> {
  const rows = await listSkillRelationsForAdmin(db, {
    skillId: query.skillId,
    q: query.q,
    after: afterCursor(query.cursor),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toRelation),
    nextCursor: rows.length > query.limit && last ? `${last.skillCode}-${last.relatedCode}` : null,
  };
}

/** Both skills, in the order asked; 404 naming the first that is not in the catalogue. */
async function bothSkills(db: Executor, skillId: string, relatedSkillId: string) {
  const found = new Map(
    (await skillRefsByIds(db, [skillId, relatedSkillId])).map((s) => [s.id, s]),
  );
  const skill = found.get(skillId);
  const related = found.get(relatedSkillId);
  if (!skill) throw notFound(`Skill ${skillId}`);
  if (!related) throw notFound(`Skill ${relatedSkillId}`);
  return [skill, related] as const;
}

/** The audit target of a pair, the same whichever order it was named in. */
const pairTarget = (a: SkillRef, b: SkillRef) => ({
  type: "skill_relation",
  id: [a.code, b.code].sort().join("~"),
});

export async function putSkillRelation(
  db: Db,
  meta: AuditMeta,
  input: PutSkillRelationRequest,
): Promise<SkillRelation> {
  return db.transaction(async (tx) => {
    const [skill, related] = await bothSkills(tx, input.skillId, input.relatedSkillId);
    const before = await lockSkillRelation(tx, skill.id, related.id);
    await upsertSkillRelation(tx, skill.id, related.id, input.strength);
    if (before !== input.strength) {
      await recordAudit(tx, {
        action: "catalog.relation_set",
        ...meta,
        target: pairTarget(skill, related),
        details: {
          skill: skill.code,
          relatedSkill: related.code,
          from: before,
          to: input.strength,
        },
      });
    }
    return { skill, relatedSkill: related, strength: input.strength };
  });
}

export async function removeSkillRelation(
  db: Db,
  meta: AuditMeta,
  params: SkillRelationParams,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [skill, related] = await bothSkills(tx, params.skillId, params.relatedSkillId);
    const strength = await deleteSkillRelation(tx, skill.id, related.id);
    if (strength === null) throw notFound("Skill relation");
    await recordAudit(tx, {
      action: "catalog.relation_removed",
      ...meta,
      target: pairTarget(skill, related),
      details: { skill: skill.code, relatedSkill: related.code, strength },
    });
  });
}
