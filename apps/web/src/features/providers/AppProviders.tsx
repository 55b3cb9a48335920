"use client";

import type { ReactNode } from "react";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { ThemeRegistry } from "../theme/ThemeRegistry";
import { ToastProvider } from "../toast/ToastProvider";
import { QueryProvider } from "./QueryProvider";

/** Client-side providers of the app pages (the public pages have none: ADR 0040). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ThemeRegistry>
        <ToastProvider>
          <RealtimeProvider>{children}</RealtimeProvider>
        </ToastProvider>
      </ThemeRegistry>
    </QueryProvider>
  );
}
