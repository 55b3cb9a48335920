"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useToast } from "@/features/toast/ToastProvider";

/** Message groups with a dialog's words: title, copy, copied, copyFailed, done. */
type Words = "Integrations.apiKeys.secretDialog" | "Integrations.webhooks.secretDialog";

/**
 * A secret shown once (a new API key, a webhook signing secret) with a copy button and a
 * warning that it will not be shown again.
 */
export function ShownOnceDialog({
  words,
  secret,
  label,
  warning,
  onClose,
}: {
  words: Words;
  secret: string;
  label: string;
  warning: string;
  onClose: () => void;
}) {
  const t = useTranslations(words);
  const toast = useToast();
  const titleId = useId();
  const warningId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t("title")}</DialogTitle>
      <DialogContent>
        <Alert id={warningId} severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "center" }}>
          <TextField
            label={label}
            value={secret}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: "monospace" } },
            }}
          />
          <Button variant="outlined" onClick={copy} sx={{ flexShrink: 0 }}>
            {t("copy")}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t("done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
