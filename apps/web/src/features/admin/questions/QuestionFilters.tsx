"use client";

import {
  type InterviewType,
  interviewStages,
  interviewTypeLabels,
  type QuestionLevel,
  questionLevels,
  seniorityLabels,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { EnumSelect } from "@/features/forms/EnumSelect";
import type { AppLocale } from "@/lib/format/locale";
import { type PickedSkill, SkillPicker } from "./SkillPicker";

export type QuestionFilterValues = {
  kind: InterviewType | "";
  level: QuestionLevel | "";
  skill: PickedSkill | null;
  status: "active" | "inactive" | "";
};

/** The list's filters: type, skill, level and status. */
export function QuestionFilters({
  value,
  onChange,
}: {
  value: QuestionFilterValues;
  onChange: (value: QuestionFilterValues) => void;
}) {
  const t = useTranslations("AdminQuestions");
  const locale = useLocale() as AppLocale;
  const set = (part: Partial<QuestionFilterValues>) => onChange({ ...value, ...part });
  return (
    <Stack
      role="group"
      aria-label={t("filters")}
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      sx={{ my: 3 }}
    >
      <EnumSelect
        label={t("kind")}
        emptyLabel={t("allKinds")}
        options={interviewStages}
        optionLabel={(k) => interviewTypeLabels[k][locale]}
        value={value.kind}
        onChange={(kind) => set({ kind })}
        sx={{ minWidth: 200 }}
      />
      <SkillPicker label={t("skill")} value={value.skill} onChange={(skill) => set({ skill })} />
      <EnumSelect
        label={t("level")}
        emptyLabel={t("allLevels")}
        options={questionLevels}
        optionLabel={(l) => seniorityLabels[l][locale]}
        value={value.level}
        onChange={(level) => set({ level })}
        sx={{ minWidth: 160 }}
      />
      <EnumSelect
        label={t("status")}
        emptyLabel={t("allStatuses")}
        options={["active", "inactive"] as const}
        optionLabel={(s) => t(`statuses.${s}`)}
        value={value.status}
        onChange={(status) => set({ status })}
        sx={{ minWidth: 180 }}
      />
    </Stack>
  );
}
