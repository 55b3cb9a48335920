"use client";

import type { SkillRelation } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCatalogWrite } from "../useCatalogWrite";
import { parseStrength, StrengthField } from "./StrengthField";

/** Changes one relation's strength; closes on a refreshed table. */
export function StrengthDialog({
  relation,
  onClose,
}: {
  relation: SkillRelation;
  onClose: () => void;
}) {
  const t = useTranslations("AdminSkillGraph");
  const call = useCall();
  const { busy, run } = useCatalogWrite("relations");
  const titleId = useId();
  const [strength, setStrength] = useState(String(relation.strength));
  const value = parseStrength(strength);
  const names = { skill: relation.skill.name, related: relation.relatedSkill.name };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    const body = {
      skillId: relation.skill.id,
      relatedSkillId: relation.relatedSkill.id,
      strength: value,
    };
    const saved = await run(
      () => call(routes.adminCatalog.putSkillRelation, { body }),
      () => t("edit.done", { ...names, strength: value }),
    );
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t("edit.title", names)}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <StrengthField value={strength} onChange={setStrength} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={busy || value === null}>
            {t("edit.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
