"use client";

import type { SkillLevel } from "@encaja/contracts";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { SkillRowsEditor } from "@/features/skills/SkillRowsEditor";

export type SkillEntry = {
  skillId: string;
  name: string;
  code: string;
  level: SkillLevel;
  years: string;
};

/** Skills with a level and years each; new ones are searched in /catalog/skills. */
export function SkillPicker({
  value,
  onChange,
  error,
  max = 50,
}: {
  value: SkillEntry[];
  onChange: (value: SkillEntry[]) => void;
  error?: string;
  max?: number;
}) {
  const t = useTranslations("Forms.pickers");
  return (
    <SkillRowsEditor
      value={value}
      onChange={onChange}
      error={error}
      max={max}
      newRow={(skill): SkillEntry => ({
        skillId: skill.id,
        name: skill.name,
        code: skill.code,
        level: "medium_use",
        years: "",
      })}
      levelKey="level"
      extraColumns="110px"
      extraCells={(skill, update) => (
        <TextField
          size="small"
          type="number"
          label={t("years", { skill: skill.name })}
          value={skill.years}
          onChange={(e) => update({ years: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 50 }, inputLabel: { shrink: true } }}
        />
      )}
      texts={{
        title: t("skillsTitle"),
        help: t("skillsHelp"),
        addSkill: t("addSkill"),
        loading: t("loading"),
        noOptions: (input) => (input ? t("noSkills") : t("typeToSearch")),
        count: (count, max) => t("skillsCount", { count, max }),
        level: (skill) => t("level", { skill }),
        removeSkill: (skill) => t("removeSkill", { skill }),
        remove: t("remove"),
      }}
    />
  );
}
