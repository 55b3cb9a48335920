"use client";

import type { MainSkillCategory } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { CategorySelect } from "./CategorySelect";
import type { CatalogEntry, CatalogKind } from "./types";
import { useCatalogWrite } from "./useCatalogWrite";

type Category = Exclude<MainSkillCategory, "invalid">;

/** Rename (and re-categorise) one entry; the old name becomes an alias. Sends the version seen. */
export function RenameDialog({
  kind,
  entry,
  onClose,
}: {
  kind: CatalogKind;
  entry: CatalogEntry;
  onClose: () => void;
}) {
  const t = useTranslations("AdminCatalog");
  const call = useCall();
  const { busy, run } = useCatalogWrite(kind);
  const titleId = useId();
  const [name, setName] = useState(entry.name);
  const [category, setCategory] = useState<MainSkillCategory | "">(entry.category ?? "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = { code: entry.code };
    const changed = category && category !== entry.category ? (category as Category) : undefined;
    const renamed = await run(
      () =>
        kind === "skills"
          ? call(routes.adminCatalog.updateSkill, {
              params,
              body: { version: entry.version, name, ...(changed ? { category: changed } : {}) },
            })
          : call(routes.adminCatalog.updateStack, {
              params,
              body: { version: entry.version, name },
            }),
      () => t("rename.done", { from: entry.name, to: name }),
    );
    if (renamed) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t("rename.title", { name: entry.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("rename.hint")}</DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("rename.name")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            {kind === "skills" ? (
              <CategorySelect label={t("category")} value={category} onChange={setCategory} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {t("rename.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
