"use client";

import type { Match, OverrideReason } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { OverrideReasonSelect } from "@/features/pipeline/OverrideReasonSelect";
import { useAddCandidate } from "@/features/pipeline/queries";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import { explanationText } from "./explain";

/** Adding a developer a hard filter excludes: the override reason (and an optional note). */
export function AddToPipelineDialog({
  offerId,
  match,
  onClose,
}: {
  offerId: string;
  match: Match;
  onClose: () => void;
}) {
  const t = useTranslations("Matches.add");
  const titleId = useId();
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const add = useAddCandidate(offerId);
  const [override, setOverride] = useState<OverrideReason | "">("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!override) return setProblem(t("overrideRequired"));
    add.mutate(
      {
        developerId: match.developer.professionalId,
        origin: "matching_algorithm",
        overrideReason: override,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t("added", { name: match.developer.name }));
          onClose();
        },
        onError: (error) => setProblem(apiErrorMessage(error, locale)),
      },
    );
  };
  return (
    <Dialog
      aria-labelledby={titleId}
      open
      onClose={add.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("title", { name: match.developer.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {match.excluded ? (
              <Alert severity="warning">
                {explanationText(match.excluded.explanation, locale)}
              </Alert>
            ) : null}
            <OverrideReasonSelect
              label={t("override")}
              emptyLabel={t("choose")}
              value={override}
              onChange={setOverride}
            />
            <TextAreaField label={t("note")} value={note} onChange={setNote} maxLength={2000} />
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t("submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
