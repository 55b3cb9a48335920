"use client";

import { scorecardRowLabel } from "@encaja/contracts";
import { useLocale } from "next-intl";
import type { AppLocale } from "@/lib/format/locale";
import type { DraftRow } from "./scorecard";

/** A scorecard row's or question group's name: the skill's, or the criterion's label. */
export function useRowName() {
  const locale = useLocale() as AppLocale;
  return (row: Pick<DraftRow, "kind" | "key" | "name">) =>
    scorecardRowLabel({ kind: row.kind, key: row.key, label: row.name }, locale);
}
