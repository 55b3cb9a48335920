"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { CatalogEntry, CatalogKind } from "./types";
import { useCatalogWrite } from "./useCatalogWrite";

/** Pick the survivor among the selected entries, see what moves, then confirm the merge. */
export function MergeDialog({
  kind,
  entries,
  onClose,
}: {
  kind: CatalogKind;
  entries: CatalogEntry[];
  onClose: (merged: boolean) => void;
}) {
  const t = useTranslations("AdminCatalog");
  const call = useCall();
  const { busy, run } = useCatalogWrite(kind);
  const titleId = useId();
  const pickId = useId();
  const [survivorCode, setSurvivorCode] = useState(entries[0]!.code);
  const survivor = entries.find((e) => e.code === survivorCode)!;
  const duplicates = entries.filter((e) => e.code !== survivorCode);
  const developers = duplicates.reduce((n, d) => n + d.usage.developers, 0);
  const offers = duplicates.reduce((n, d) => n + d.usage.offers, 0);

  const confirm = async () => {
    const body = {
      survivor: survivorCode,
      duplicates: duplicates.map((d) => d.code),
      versions: Object.fromEntries(entries.map((e) => [e.code, e.version])),
    };
    const merged = await run(
      () =>
        call(
          kind === "skills" ? routes.adminCatalog.mergeSkills : routes.adminCatalog.mergeStacks,
          { body },
        ),
      () => t("merge.done", { survivor: survivor.name }),
    );
    if (merged) onClose(true);
  };

  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("merge.title")}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id={pickId}>{t("merge.survivor")}</FormLabel>
          <RadioGroup
            aria-labelledby={pickId}
            value={survivorCode}
            onChange={(e) => setSurvivorCode(e.target.value)}
          >
            {entries.map((e) => (
              <FormControlLabel key={e.code} value={e.code} control={<Radio />} label={e.name} />
            ))}
          </RadioGroup>
        </FormControl>
        <DialogContentText sx={{ mt: 2 }}>
          {t("merge.summary", {
            developers,
            offers,
            survivor: survivor.name,
            names: duplicates.map((d) => d.name).join(", "),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t("cancel")}</Button>
        <Button variant="contained" color="warning" onClick={confirm} disabled={busy}>
          {t("merge.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
