"use client";

import {
  type Locale,
  type RejectionReason,
  rejectionReasonLabels,
  rejectionReasons,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import { useDecideCandidate } from "./queries";

/** Rejects a presented candidate: a reason is required, feedback is free text. */
export function RejectDialog({
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
  const t = useTranslations("Decisions.reject");
  const locale = useLocale() as Locale;
  const id = useId();
  const toast = useToast();
  const decide = useDecideCandidate(offerId, candidateId);
  const [reason, setReason] = useState<RejectionReason | "">("");
  const [feedback, setFeedback] = useState("");
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (!reason) return;
    try {
      await decide.mutateAsync({ decision: "not_approved", reason, feedback });
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
        <Stack spacing={2} sx={{ pt: 1 }}>
          <EnumSelect
            label={t("reason")}
            options={rejectionReasons}
            optionLabel={(r) => rejectionReasonLabels[r][locale]}
            emptyLabel={t("choose")}
            value={reason}
            onChange={setReason}
            required
            fullWidth
            {...(tried && !reason ? { error: t("reasonRequired") } : {})}
          />
          <TextField
            label={t("feedback")}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decide.isPending}>
          {t("cancel")}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={decide.isPending}
          onClick={() => void submit()}
        >
          {decide.isPending ? t("working") : t("confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
