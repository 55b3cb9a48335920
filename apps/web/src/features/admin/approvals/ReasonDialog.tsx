"use client";

import { APPROVAL_REASON_MAX } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";

/** Asks the reason of a disapproval (the developer reads it on their dashboard). */
export function ReasonDialog({
  open,
  count,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const t = useTranslations("AdminApprovals.reasonDialog");
  const titleId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t("required"));
      return;
    }
    setSaving(true);
    try {
      await onConfirm(reason.trim());
      setReason("");
      setError(undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t("title", { count })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("lead")}</DialogContentText>
          <TextField
            label={t("label")}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? t("help")}
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: APPROVAL_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" color="error" disabled={saving}>
            {t("confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
