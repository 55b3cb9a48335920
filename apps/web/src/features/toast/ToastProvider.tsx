"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { Toast, ToastApi } from "./types";

export type { Toast, ToastApi, ToastSeverity } from "./types";

const ToastView = dynamic(() => import("./ToastView"), { ssr: false });

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_DURATION_MS = 6000;
let nextId = 1;

/** Queues toasts and shows them one at a time; the Snackbar code loads with the first toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("Common.toast");
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const show = useCallback<ToastApi["show"]>((message, options) => {
    const toast: Toast = {
      id: nextId++,
      message,
      severity: options?.severity ?? "info",
      durationMs: options?.durationMs ?? DEFAULT_DURATION_MS,
    };
    setQueue((items) => [...items, toast]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, { severity: "success" }),
      error: (message) => show(message, { severity: "error" }),
      info: (message) => show(message, { severity: "info" }),
      warning: (message) => show(message, { severity: "warning" }),
    }),
    [show],
  );

  const exited = useCallback(() => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <ToastView
          key={current.id}
          toast={current}
          open={open}
          closeLabel={t("close")}
          onClose={() => setOpen(false)}
          onExited={exited}
        />
      ) : null}
    </ToastContext.Provider>
  );
}

/** The toaster API: `const toast = useToast(); toast.error(message)`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() must be used inside <ToastProvider>");
  return api;
}
