"use client";

import type { DecideCandidateRequest, Locale } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useLocale } from "next-intl";
import { type ReactNode, useId } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import { useDecideCandidate } from "./queries";

/**
 * What both decision dialogs share: title, explanation, the API's error, the two buttons, and
 * sending the decision (a toast and closing on success; the error stays in the dialog).
 */
export function DecisionDialog({
  offerId,
  candidateId,
  title,
  body,
  cancelLabel,
  confirmLabel,
  workingLabel,
  doneMessage,
  confirmColor = "primary",
  decision,
  onClose,
  children,
}: {
  offerId: string;
  candidateId: string;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  workingLabel: string;
  doneMessage: string;
  confirmColor?: "primary" | "error";
  /** The decision to send, or null when the form is not complete yet (nothing is sent). */
  decision: () => DecideCandidateRequest | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const id = useId();
  const toast = useToast();
  const decide = useDecideCandidate(offerId, candidateId);
  const pending = decide.isPending;
  const confirm = async () => {
    const request = decision();
    if (!request) return;
    try {
      await decide.mutateAsync(request);
      toast.success(doneMessage);
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
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
          {body}
        </DialogContentText>
        {decide.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(decide.error, locale)}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          disabled={pending}
          onClick={() => void confirm()}
        >
          {pending ? workingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
