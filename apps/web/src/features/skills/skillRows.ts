import type { CatalogSkill, SkillLevel } from "@encaja/contracts";

/** What every row of a skills editor holds; each editor adds its own fields (level, years…). */
export type SkillRow = { skillId: string; name: string; code: string };

/** The levels a person picks from (the top level is only granted by verified evidence). */
export const pickableSkillLevels: SkillLevel[] = [
  "informative",
  "low_use",
  "medium_use",
  "high_use",
];

/** Adds a row for `skill` at the end, unless it is already there or the list is full. */
export function addSkillRow<T extends SkillRow>(
  rows: T[],
  skill: CatalogSkill,
  newRow: (skill: CatalogSkill) => T,
  max: number,
): T[] {
  if (rows.length >= max || rows.some((r) => r.skillId === skill.id)) return rows;
  return [...rows, newRow(skill)];
}

/** The row at `index` with `patch` applied; the others unchanged. */
export function patchSkillRow<T extends SkillRow>(rows: T[], index: number, patch: Partial<T>) {
  return rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
}

export function removeSkillRow<T extends SkillRow>(rows: T[], index: number) {
  return rows.filter((_, i) => i !== index);
}

/** The catalogue results not chosen yet (a skill appears once in an editor). */
export function unchosenSkills(options: CatalogSkill[], rows: SkillRow[]) {
  const chosen = new Set(rows.map((r) => r.skillId));
  return options.filter((o) => !chosen.has(o.id));
}
