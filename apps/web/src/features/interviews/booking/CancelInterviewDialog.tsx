"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "@/lib/api/hooks";
import { useCancelInterview } from "./queries";

/** Asks before cancelling one's interview (the interviewer is emailed a cancellation). */
export function CancelInterviewDialog({
  interviewId,
  open,
  onClose,
  onCancelled,
}: {
  interviewId: string;
  open: boolean;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const t = useTranslations("DeveloperInterviews.interview");
  const id = useId();
  const toast = useToast();
  const showError = useApiErrorToast();
  const cancel = useCancelInterview(interviewId);
  // mutateAsync: the card (and this dialog) may unmount once the list shows it cancelled.
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(t("cancelled"));
      onCancelled?.();
    } catch (error) {
      showError(error);
    } finally {
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogTitle id={`${id}-title`}>{t("cancelTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{t("cancelBody")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t("keep")}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          onClick={() => void confirm()}
        >
          {cancel.isPending ? t("cancelling") : t("confirmCancel")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
