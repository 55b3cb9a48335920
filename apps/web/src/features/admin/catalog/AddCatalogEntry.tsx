"use client";

import { type MainSkillCategory, routes } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { CategorySelect } from "./CategorySelect";
import { type CatalogKind, catalogQueryKey } from "./types";

/** The add form above the table: a name (and a skill's category). */
export function AddCatalogEntry({ kind }: { kind: CatalogKind }) {
  const t = useTranslations("AdminCatalog");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const client = useQueryClient();
  const headingId = useId();
  const [name, setName] = useState("");
  const [category, setCategory] = useState<MainSkillCategory | "">("backend");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      const added =
        kind === "skills"
          ? await call(routes.adminCatalog.createSkill, {
              body: {
                name,
                category: (category || "custom") as Exclude<MainSkillCategory, "invalid">,
              },
            })
          : await call(routes.adminCatalog.createStack, { body: { name } });
      toast.success(t("add.done", { name: added.name }));
      setName("");
      await client.invalidateQueries({ queryKey: catalogQueryKey(kind) });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t(`add.title.${kind}`)}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "center" }}>
        <TextField
          label={t("add.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        {kind === "skills" ? (
          <CategorySelect label={t("category")} value={category} onChange={setCategory} />
        ) : null}
        <Button type="submit" variant="contained" disabled={busy}>
          {t("add.submit")}
        </Button>
      </Stack>
    </form>
  );
}
