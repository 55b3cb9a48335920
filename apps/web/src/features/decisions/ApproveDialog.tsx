"use client";

import type { Locale } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import { useDecideCandidate } from "./queries";

/** Asks before approving a presented candidate (an optional note goes to the Encaja team). */
export function ApproveDialog({
  offerId,
  candidateId,
  name,
  onClose,
}: {
  offerId: string;
  candidateId: string;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations("Decisions.approve");
  const locale = useLocale() as Locale;
  const id = useId();
  const toast = useToast();
  const decide = useDecideCandidate(offerId, candidateId);
  const [note, setNote] = useState("");
  const confirm = async () => {
    try {
      await decide.mutateAsync({ decision: "approved", feedback: note });
      toast.success(t("done"));
      onClose();
    } catch {
      // Shown in the dialog (decide.error).
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{t("title", { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
          {t("body")}
        </DialogContentText>
        {decide.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(decide.error, locale)}
          </Alert>
        ) : null}
        <TextField
          label={t("note")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decide.isPending}>
          {t("cancel")}
        </Button>
        <Button variant="contained" disabled={decide.isPending} onClick={() => void confirm()}>
          {decide.isPending ? t("working") : t("confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
