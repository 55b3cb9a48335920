import type { QuestionLevel } from "@encaja/contracts";
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { interviewQuestionBankIsEmpty } from "../queries/interview-questions";
import { interviewQuestions, skills } from "../schema";
import { backendQuestions } from "./question-bank-data/backend";
import { criterionQuestions, genericSkillQuestions } from "./question-bank-data/criteria";
import { frontendQuestions } from "./question-bank-data/frontend";
import { platformQuestions } from "./question-bank-data/platform";
import type { QuestionText } from "./question-bank-data/types";

const skillQuestions = { ...frontendQuestions, ...backendQuestions, ...platformQuestions };

const texts = ([textEs, textEn]: QuestionText, position: number) => ({ textEs, textEn, position });

/**
 * Fills an empty interview question bank (decision 0055): questions for the catalogue's most
 * common skills, for each criterion, and the generic technical ones. A bank that holds any
 * question is superAdmin's and left untouched.
 */
export async function seedQuestionBank(db: Db): Promise<void> {
  if (!(await interviewQuestionBankIsEmpty(db))) return;
  const known = await db
    .select({ id: skills.id, code: skills.code })
    .from(skills)
    .where(inArray(skills.code, Object.keys(skillQuestions)));
  const skillIds = new Map(known.map((s) => [s.code, s.id]));
  const bySkill = Object.entries(skillQuestions).flatMap(([code, levels]) => {
    const skillId = skillIds.get(code);
    if (!skillId) return [];
    return Object.entries(levels).flatMap(([level, list]) =>
      (list ?? []).map((text, i) => ({
        kind: "hard" as const,
        skillId,
        level: level as QuestionLevel,
        ...texts(text, i),
      })),
    );
  });
  const byCriterion = criterionQuestions.map((q, i) => ({
    kind: q.kind,
    criterion: q.criterion,
    level: q.level,
    ...texts(q.text, i),
  }));
  // A level without questions of its own takes every level's: one set serves them all.
  const generic = genericSkillQuestions.map((text, i) => ({
    kind: "hard" as const,
    level: "junior" as const,
    ...texts(text, i),
  }));
  await db.insert(interviewQuestions).values([...bySkill, ...byCriterion, ...generic]);
}
