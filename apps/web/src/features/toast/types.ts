export type ToastSeverity = "success" | "info" | "warning" | "error";

export type Toast = { id: number; message: string; severity: ToastSeverity; durationMs: number };

export type ToastApi = {
  /** Shows a toast at the top right; toasts queue and show one at a time. */
  show: (message: string, options?: { severity?: ToastSeverity; durationMs?: number }) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
};
