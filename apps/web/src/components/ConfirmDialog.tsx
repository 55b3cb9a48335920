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

/**
 * A dialog that asks before an action: its title and explanation name the dialog, the API's
 * error of the last attempt shows inside it (when the caller does not toast it instead), then
 * the fields (children), Cancel and Confirm.
 */
export function ConfirmDialog({
  title,
  body,
  error,
  busy,
  cancelLabel,
  confirmLabel,
  confirmColor = "primary",
  focusCancel = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  body: string;
  /** The failed attempt's error (shown in the dialog), or null. */
  error?: unknown;
  busy: boolean;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: "primary" | "error";
  /** Focus Cancel on opening, so Enter does not confirm an action that cannot be undone. */
  focusCancel?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
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
        <Button onClick={onClose} disabled={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={confirmColor} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
