import type { InterviewType, QuestionLevel } from "@encaja/contracts";
import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { interviewQuestions, skills } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** A bank question with its skill's code and name (null for criterion and generic questions). */
export type InterviewQuestionRow = typeof interviewQuestions.$inferSelect & {
  skillCode: string | null;
  skillName: string | null;
};

/** The columns a question is written with (the skill by id, resolved by the caller). */
export type InterviewQuestionValues = Pick<
  typeof interviewQuestions.$inferInsert,
  "kind" | "skillId" | "criterion" | "level" | "textEs" | "textEn" | "position" | "active"
>;

const selection = {
  id: interviewQuestions.id,
  kind: interviewQuestions.kind,
  skillId: interviewQuestions.skillId,
  criterion: interviewQuestions.criterion,
  level: interviewQuestions.level,
  textEs: interviewQuestions.textEs,
  textEn: interviewQuestions.textEn,
  position: interviewQuestions.position,
  active: interviewQuestions.active,
  createdAt: interviewQuestions.createdAt,
  updatedAt: interviewQuestions.updatedAt,
  skillCode: skills.code,
  skillName: skills.name,
};

const withSkill = (db: Executor) =>
  db
    .select(selection)
    .from(interviewQuestions)
    .leftJoin(skills, eq(skills.id, interviewQuestions.skillId));

/** The bank in kit order (kind, skill name with generic questions first, level, position). */
export async function listInterviewQuestions(
  db: Executor,
  filters: {
    kind?: InterviewType | undefined;
    skillCode?: string | undefined;
    level?: QuestionLevel | undefined;
    active?: boolean | undefined;
    offset: number;
    limit: number;
  },
): Promise<InterviewQuestionRow[]> {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(interviewQuestions.kind, filters.kind));
  if (filters.skillCode) where.push(eq(skills.code, filters.skillCode));
  if (filters.level) where.push(eq(interviewQuestions.level, filters.level));
  if (filters.active !== undefined) where.push(eq(interviewQuestions.active, filters.active));
  return withSkill(db)
    .where(and(...where))
    .orderBy(
      asc(interviewQuestions.kind),
      asc(skills.name),
      asc(interviewQuestions.criterion),
      asc(interviewQuestions.level),
      asc(interviewQuestions.position),
      asc(interviewQuestions.id),
    )
    .offset(filters.offset)
    .limit(filters.limit);
}

export const findInterviewQuestion = (db: Executor, id: string) =>
  firstRow<InterviewQuestionRow>(withSkill(db).where(eq(interviewQuestions.id, id)));

export async function insertInterviewQuestion(
  db: Executor,
  values: InterviewQuestionValues,
): Promise<string> {
  const [row] = await db
    .insert(interviewQuestions)
    .values(values)
    .returning({ id: interviewQuestions.id });
  return row!.id;
}

/** Rewrites a question; false when it does not exist. */
export async function updateInterviewQuestion(
  db: Executor,
  id: string,
  values: InterviewQuestionValues,
): Promise<boolean> {
  const rows = await db
    .update(interviewQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(interviewQuestions.id, id))
    .returning({ id: interviewQuestions.id });
  return rows.length > 0;
}

/** Deletes a question; false when it does not exist. */
export async function deleteInterviewQuestion(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(interviewQuestions)
    .where(eq(interviewQuestions.id, id))
    .returning({ id: interviewQuestions.id });
  return rows.length > 0;
}

/**
 * The active questions a kit can suggest for an interview of `kind`: those of the given skills,
 * of the kind's criteria and the generic ones (every level: the caller prefers its own).
 */
export function kitQuestionCandidates(
  db: Executor,
  kind: InterviewType,
  skillCodes: string[],
): Promise<InterviewQuestionRow[]> {
  const subject = skillCodes.length
    ? or(isNull(interviewQuestions.skillId), inArray(skills.code, skillCodes))
    : isNull(interviewQuestions.skillId);
  return withSkill(db)
    .where(and(eq(interviewQuestions.kind, kind), eq(interviewQuestions.active, true), subject))
    .orderBy(asc(interviewQuestions.position), asc(interviewQuestions.createdAt));
}

/** Whether the bank holds any question (the seed fills an empty bank only). */
export async function interviewQuestionBankIsEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: interviewQuestions.id }).from(interviewQuestions).limit(1);
  return rows.length === 0;
}

/** A skill's id by code (questions name their skill by code). */
export async function skillIdByCode(db: Executor, code: string): Promise<string | undefined> {
  const row = await firstRow(
    db.select({ id: skills.id }).from(skills).where(eq(skills.code, code)),
  );
  return row?.id;
}
