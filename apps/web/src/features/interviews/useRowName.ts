"use client";

import { useTranslations } from "next-intl";
import type { DraftRow } from "./scorecard";

/** The criteria the API's kits name (their labels live under Interviewers.criteria). */
const criterionKeys = [
  "communication",
  "teamwork",
  "ownership",
  "problem_solving",
  "fluency",
  "comprehension",
] as const;
type CriterionKey = (typeof criterionKeys)[number];
const isKnown = (key: string): key is CriterionKey =>
  (criterionKeys as readonly string[]).includes(key);

/** A scorecard row's or question group's name: the skill's, or the criterion's label. */
export function useRowName() {
  const t = useTranslations("Interviewers.criteria");
  return (row: Pick<DraftRow, "kind" | "key" | "name">) => {
    if (row.name) return row.name;
    if (row.kind === "criterion" && isKnown(row.key)) return t(row.key);
    return row.key.replaceAll("_", " ");
  };
}
