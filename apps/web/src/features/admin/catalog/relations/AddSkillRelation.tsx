"use client";

import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { type PickedSkill, SkillPicker } from "@/features/admin/questions/SkillPicker";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCatalogWrite } from "../useCatalogWrite";
import { parseStrength, StrengthField } from "./StrengthField";

/** Relates the skill picked above the table to another one (or sets the pair's strength). */
export function AddSkillRelation({ skill }: { skill: PickedSkill | null }) {
  const t = useTranslations("AdminSkillGraph");
  const call = useCall();
  const { busy, run } = useCatalogWrite("relations");
  const headingId = useId();
  const [related, setRelated] = useState<PickedSkill | null>(null);
  const [strength, setStrength] = useState("50");
  const value = parseStrength(strength);
  const ready = Boolean(skill?.id && related?.id && value !== null && skill.id !== related.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !skill?.id || !related?.id || value === null) return;
    const body = { skillId: skill.id, relatedSkillId: related.id, strength: value };
    const added = await run(
      () => call(routes.adminCatalog.putSkillRelation, { body }),
      (answer) =>
        t("add.done", {
          skill: answer.skill.name,
          related: answer.relatedSkill.name,
          strength: answer.strength,
        }),
    );
    if (added) setRelated(null);
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {skill ? t("add.title", { name: skill.name }) : t("add.titleNoSkill")}
      </Typography>
      {skill ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("add.pickFirst")}
        </Typography>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <SkillPicker label={t("relatedSkill")} value={related} onChange={setRelated} required />
        <StrengthField value={strength} onChange={setStrength} />
        <Button type="submit" variant="contained" disabled={busy || !ready} sx={{ mt: 1 }}>
          {t("add.submit")}
        </Button>
      </Stack>
    </form>
  );
}
