"use client";

import type { ReactNode } from "react";
import { ApiUrlProvider } from "@/lib/config/ApiUrlProvider";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { ThemeRegistry } from "../theme/ThemeRegistry";
import { ToastProvider } from "../toast/ToastProvider";
import { QueryProvider } from "./QueryProvider";

/** Client-side providers shared by every page. */
export function AppProviders({ apiUrl, children }: { apiUrl: string; children: ReactNode }) {
  return (
    <ApiUrlProvider fallback={apiUrl}>
      <QueryProvider>
        <ThemeRegistry>
          <ToastProvider>
            <RealtimeProvider>{children}</RealtimeProvider>
          </ToastProvider>
        </ThemeRegistry>
      </QueryProvider>
    </ApiUrlProvider>
  );
}
