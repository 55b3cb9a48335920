"use client";

import Alert from "@mui/material/Alert";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Toast } from "./types";

type Props = {
  toast: Toast;
  open: boolean;
  closeLabel: string;
  onClose: () => void;
  onExited: () => void;
};

/** One toast at the top right (ARCHITECTURE §4). Loaded on demand, the first time a toast shows. */
export default function ToastView({ toast, open, closeLabel, onClose, onExited }: Props) {
  // No fade for people who ask for reduced motion (a half-faded toast is also hard to read).
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
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
      slotProps={{ transition: { onExited, ...(reducedMotion ? { timeout: 0 } : {}) } }}
    >
      <Alert
        onClose={onClose}
        severity={toast.severity}
        // Standard variant: dark text on a light tint passes WCAG AA for every severity
        // (white on the filled info/warning colours does not).
        variant="standard"
        sx={{ width: "100%", maxWidth: 480, boxShadow: 6 }}
        slotProps={{ closeButton: { title: closeLabel, "aria-label": closeLabel } }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
