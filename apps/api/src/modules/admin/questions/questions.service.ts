import type {
  InterviewCriterion,
  InterviewQuestion,
  InterviewQuestionList,
  InterviewQuestionsQuery,
  SaveInterviewQuestionRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  deleteInterviewQuestion,
  type Executor,
  findInterviewQuestion,
  type InterviewQuestionRow,
  insertInterviewQuestion,
  listInterviewQuestions,
  recordAudit,
  skillIdByCode,
  updateInterviewQuestion,
} from "@encaja/db/queries";
import { invalidField, notFound } from "../../../errors/app-error";
import type { AuditMeta } from "../audit-meta";

export const toInterviewQuestion = (row: InterviewQuestionRow): InterviewQuestion => ({
  id: row.id,
  kind: row.kind,
  skill: row.skillCode && row.skillName ? { code: row.skillCode, name: row.skillName } : null,
  criterion: row.criterion as InterviewCriterion | null,
  level: row.level,
  textEs: row.textEs,
  textEn: row.textEn,
  position: row.position,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /admin/questions: the cursor is the offset of the next page. */
export async function listQuestions(
  db: Db,
  query: InterviewQuestionsQuery,
): Promise<InterviewQuestionList> {
  const offset = query.cursor ? Number.parseInt(query.cursor, 10) || 0 : 0;
  const rows = await listInterviewQuestions(db, {
    kind: query.kind,
    skillCode: query.skill,
    level: query.level,
    active: query.active === undefined ? undefined : query.active === "true",
    offset,
    limit: query.limit + 1,
  });
  return {
    items: rows.slice(0, query.limit).map(toInterviewQuestion),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

/** The row a request writes: its skill code resolved to the catalogue's id. */
async function valuesOf(tx: Executor, input: SaveInterviewQuestionRequest) {
  const skillId = input.skillCode ? await skillIdByCode(tx, input.skillCode) : null;
  if (skillId === undefined) throw invalidField("body.skillCode", "Unknown skill");
  return {
    kind: input.kind,
    skillId,
    criterion: input.criterion,
    level: input.level,
    textEs: input.textEs,
    textEn: input.textEn,
    position: input.position,
    active: input.active,
  };
}

const auditTarget = (id: string) => ({ type: "interview_question", id });

export async function createQuestion(
  db: Db,
  meta: AuditMeta,
  input: SaveInterviewQuestionRequest,
): Promise<InterviewQuestion> {
  const id = await db.transaction(async (tx) => {
    const created = await insertInterviewQuestion(tx, await valuesOf(tx, input));
    await recordAudit(tx, {
      action: "question.added",
      ...meta,
      target: auditTarget(created),
      details: { kind: input.kind, skill: input.skillCode, level: input.level },
    });
    return created;
  });
  return toInterviewQuestion((await findInterviewQuestion(db, id))!);
}

/** PUT /admin/questions/{id}: the whole question (deactivating is `active: false`). */
export async function updateQuestion(
  db: Db,
  meta: AuditMeta,
  id: string,
  input: SaveInterviewQuestionRequest,
): Promise<InterviewQuestion> {
  await db.transaction(async (tx) => {
    const before = await findInterviewQuestion(tx, id);
    if (!before) throw notFound("Question");
    await updateInterviewQuestion(tx, id, await valuesOf(tx, input));
    await recordAudit(tx, {
      action: "question.changed",
      ...meta,
      target: auditTarget(id),
      details: {
        kind: input.kind,
        skill: input.skillCode,
        level: input.level,
        active: input.active,
        wasActive: before.active,
      },
    });
  });
  return toInterviewQuestion((await findInterviewQuestion(db, id))!);
}

export async function deleteQuestion(db: Db, meta: AuditMeta, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findInterviewQuestion(tx, id);
    if (!before || !(await deleteInterviewQuestion(tx, id))) throw notFound("Question");
    await recordAudit(tx, {
      action: "question.deleted",
      ...meta,
      target: auditTarget(id),
      details: { kind: before.kind, skill: before.skillCode, textEn: before.textEn },
    });
  });
}
