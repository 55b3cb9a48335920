"use client";

import type { BudgetDecision, Locale } from "@encaja/contracts";
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
import { useRespondToBudget } from "./queries";

/** Confirms accepting or rejecting the current version; a comment is required to reject. */
export function RespondDialog({
  budgetId,
  version,
  total,
  decision,
  onClose,
}: {
  budgetId: string;
  version: number;
  total: string;
  decision: BudgetDecision;
  onClose: () => void;
}) {
  const t = useTranslations(`Budgets.respond.${decision}`);
  const tc = useTranslations("Budgets.respond");
  const locale = useLocale() as Locale;
  const id = useId();
  const toast = useToast();
  const respond = useRespondToBudget(budgetId, version);
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const missing = decision === "rejected" && !comment.trim();
  const confirm = async () => {
    setTried(true);
    if (missing) return;
    try {
      await respond.mutateAsync({ decision, comment } as never);
      toast.success(t("done"));
      onClose();
    } catch {
      // Shown in the dialog.
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
      <DialogTitle id={`${id}-title`}>{t("title", { version })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
          {t("body", { total })}
        </DialogContentText>
        {respond.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(respond.error, locale)}
          </Alert>
        ) : null}
        <TextField
          label={decision === "rejected" ? tc("commentRequired") : tc("comment")}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          required={decision === "rejected"}
          error={tried && missing}
          helperText={tried && missing ? tc("commentMissing") : undefined}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={respond.isPending}>
          {tc("cancel")}
        </Button>
        <Button
          variant="contained"
          color={decision === "rejected" ? "error" : "primary"}
          disabled={respond.isPending}
          onClick={() => void confirm()}
        >
          {t("confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
