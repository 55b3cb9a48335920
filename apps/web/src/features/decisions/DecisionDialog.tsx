"use client";

import type { Locale } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useLocale } from "next-intl";
import { type ReactNode, useId } from "react";
import { apiErrorMessage } from "@/lib/api/errors";

/** The frame both decision dialogs share: title, explanation, the API's error, the two buttons. */
export function DecisionDialog({
  title,
  body,
  error,
  pending,
  cancelLabel,
  confirmLabel,
  confirmColor = "primary",
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  body: string;
  /** The failed request's error (null while none). */
  error: unknown;
  pending: boolean;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: "primary" | "error";
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const id = useId();
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
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(error, locale)}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={confirmColor} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
