"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/** A QueryClient with the app's defaults. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one QueryClient (a new one per call on the server, where requests must not share). */
export function browserQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** One QueryClient per browser session (per request on the server). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(browserQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
