"use client";

import type { MainSkillCategory } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { CategorySelect } from "./CategorySelect";
import type { CatalogKind } from "./types";
import { useCatalogWrite } from "./useCatalogWrite";

/** The add form above the table: a name (and a skill's category). */
export function AddCatalogEntry({ kind }: { kind: CatalogKind }) {
  const t = useTranslations("AdminCatalog");
  const call = useCall();
  const { busy, run } = useCatalogWrite(kind);
  const headingId = useId();
  const [name, setName] = useState("");
  const [category, setCategory] = useState<MainSkillCategory | "">("backend");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    await run(
      async () => {
        const added =
          kind === "skills"
            ? await call(routes.adminCatalog.createSkill, {
                body: {
                  name,
                  category: (category || "custom") as Exclude<MainSkillCategory, "invalid">,
                },
              })
            : await call(routes.adminCatalog.createStack, { body: { name } });
        // Cleared at once, with the toast, not after the table has been refetched.
        setName("");
        return added;
      },
      (added) => t("add.done", { name: added.name }),
    );
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
