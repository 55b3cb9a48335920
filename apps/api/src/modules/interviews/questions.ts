import { type InterviewType, interviewCriteria, questionLevelOf } from "@encaja/contracts";
import type { Executor, InterviewQuestionRow } from "@encaja/db/queries";
import { kitQuestionCandidates } from "@encaja/db/queries";

type Text = { es: string; en: string };
export interface QuestionGroup {
  kind: "skill" | "criterion";
  key: string;
  items: { key: string; text: Text }[];
}

/** A generic technical question names the skill where its text says `{skill}`. */
const textFor = (row: InterviewQuestionRow, skillName: string): Text => ({
  es: row.textEs.replaceAll("{skill}", skillName),
  en: row.textEn.replaceAll("{skill}", skillName),
});

/**
 * The kit's suggested questions from the bank: one group per skill to verify (technical
 * interviews: the skill's own questions, else the generic ones), then one per criterion of the
 * type. Each group prefers the questions of the developer's level, else takes every level.
 */
export async function suggestedQuestions(
  db: Executor,
  type: InterviewType,
  skills: { code: string; name: string }[],
  seniority: string,
): Promise<QuestionGroup[]> {
  const level = questionLevelOf(seniority);
  const rows = await kitQuestionCandidates(
    db,
    type,
    type === "hard" ? skills.map((s) => s.code) : [],
  );
  const ofLevel = (list: InterviewQuestionRow[]) => {
    const own = list.filter((r) => r.level === level);
    return own.length > 0 ? own : list;
  };
  const generic = rows.filter((r) => r.skillId === null && r.criterion === null);
  const skillGroups: QuestionGroup[] =
    type === "hard"
      ? skills
          .map((s) => {
            const own = rows.filter((r) => r.skillCode === s.code);
            const items = ofLevel(own.length > 0 ? own : generic).map((row, i) => ({
              key: `${s.code}.${i + 1}`,
              text: textFor(row, s.name),
            }));
            return { kind: "skill" as const, key: s.code, items };
          })
          .filter((group) => group.items.length > 0)
      : [];
  const criteria: QuestionGroup[] = interviewCriteria[type].map((criterion) => ({
    kind: "criterion",
    key: criterion,
    items: ofLevel(rows.filter((r) => r.criterion === criterion)).map((row, i) => ({
      key: `${criterion}.${i + 1}`,
      text: textFor(row, ""),
    })),
  }));
  return [...skillGroups, ...criteria];
}
