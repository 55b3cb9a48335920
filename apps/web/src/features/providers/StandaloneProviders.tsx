"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RealtimeProvider } from "../realtime/RealtimeProvider";
import { ThemeRegistry } from "../theme/ThemeRegistry";
import { ToastProvider } from "../toast/ToastProvider";
import { browserQueryClient } from "./QueryProvider";

/**
 * The app's providers for one island of a public page (the signed-in header, the e-mail
 * banner, the consent bar), which load only when needed: those pages render no providers of
 * their own (ADR 0040). Every island shares the browser's one QueryClient, so the session is
 * fetched once.
 */
export function StandaloneProviders({
  realtime = false,
  children,
}: {
  realtime?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <ThemeRegistry>
        <ToastProvider>
          {realtime ? <RealtimeProvider>{children}</RealtimeProvider> : children}
        </ToastProvider>
      </ThemeRegistry>
    </QueryClientProvider>
  );
}
