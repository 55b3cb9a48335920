"use client";

import Alert from "@mui/material/Alert";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import type { Toast } from "./types";

type Props = {
  toast: Toast;
  open: boolean;
  closeLabel: string;
  onClose: () => void;
  onExited: () => void;
};

/** One toast at the top right (DESIGN §4). Loaded on demand, the first time a toast shows. */
export default function ToastView({ toast, open, closeLabel, onClose, onExited }: Props) {
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== "clickaway") onClose();
  };
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.durationMs}
      onClose={close}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        onClose={onClose}
        severity={toast.severity}
        variant="filled"
        sx={{ width: "100%", maxWidth: 480 }}
        slotProps={{ closeButton: { title: closeLabel, "aria-label": closeLabel } }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
