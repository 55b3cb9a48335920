"use client";

import { scoreCriterionLabels } from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import type { AppLocale } from "@/lib/format/locale";
import type { Subject } from "./subjects";

/** A subject's label: "A specific skill", "Any skill…" or the criterion's name. */
export function useSubjectLabel() {
  const t = useTranslations("AdminQuestions.subjects");
  const locale = useLocale() as AppLocale;
  return useCallback(
    (subject: Subject) =>
      subject === "skill" || subject === "any_skill"
        ? t(subject)
        : (scoreCriterionLabels[subject]?.[locale] ?? subject),
    [t, locale],
  );
}
