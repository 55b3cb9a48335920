"use client";

import Alert from "@mui/material/Alert";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Toast } from "./types";

/** The site header's height (site.module.css `.toolbar`, plus its border). */
const HEADER_HEIGHT = 65;

type Props = {
  toast: Toast;
  open: boolean;
  closeLabel: string;
  onClose: () => void;
  onExited: () => void;
};

/**
 * One toast at the top right, below the sticky header so it never covers the header's controls
 * (ARCHITECTURE §4). Loaded on demand, the first time a toast shows.
 */
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
      sx={{ top: { xs: HEADER_HEIGHT + 8, sm: HEADER_HEIGHT + 16 } }}
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
