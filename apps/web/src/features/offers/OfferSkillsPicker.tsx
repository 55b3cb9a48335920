"use client";

import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useTranslations } from "next-intl";
import { SkillRowsEditor } from "@/features/skills/SkillRowsEditor";
import type { OfferSkillEntry } from "./offerForm";

const MAX_SKILLS = 30;

/** The skills an offer asks for: each with a minimum level and required / nice to have. */
export function OfferSkillsPicker({
  value,
  onChange,
  error,
}: {
  value: OfferSkillEntry[];
  onChange: (value: OfferSkillEntry[]) => void;
  error?: string;
}) {
  const t = useTranslations("Offers.form");
  return (
    <SkillRowsEditor
      value={value}
      onChange={onChange}
      error={error}
      max={MAX_SKILLS}
      newRow={(skill): OfferSkillEntry => ({
        skillId: skill.id,
        code: skill.code,
        name: skill.name,
        minLevel: "medium_use",
        required: true,
      })}
      levelKey="minLevel"
      extraColumns="auto"
      extraCells={(skill, update) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={skill.required}
              onChange={(e) => update({ required: e.target.checked })}
            />
          }
          label={t("requiredSkill", { skill: skill.name })}
        />
      )}
      texts={{
        title: t("skills"),
        help: t("skillsHelp"),
        addSkill: t("addSkill"),
        loading: t("loading"),
        noOptions: () => t("noSkills"),
        count: (count, max) => t("skillsCount", { count, max }),
        level: (skill) => t("minLevel", { skill }),
        removeSkill: (skill) => t("removeSkill", { skill }),
        remove: t("remove"),
      }}
    />
  );
}
