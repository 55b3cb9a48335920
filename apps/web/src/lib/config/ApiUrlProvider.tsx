"use client";

import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import { RUNTIME_CONFIG_EVENT } from "./runtime";

const ApiUrlContext = createContext<string | null>(null);

/** Re-reads the config when the runtime config script runs after hydration has started. */
function subscribe(onChange: () => void) {
  window.addEventListener(RUNTIME_CONFIG_EVENT, onChange);
  return () => window.removeEventListener(RUNTIME_CONFIG_EVENT, onChange);
}

/**
 * Provides the API origin. `fallback` is what the server saw when it rendered the page;
 * in the browser the value from the runtime config script (read at request time) wins.
 */
export function ApiUrlProvider({ fallback, children }: { fallback: string; children: ReactNode }) {
  const read = () => window.__ENCAJA_CONFIG__?.apiUrl ?? fallback;
  // Hydration reads the runtime value too (the blocking script ran before it): a statically
  // rendered page carries the build's API URL, and effects of the first render must not use it.
  const apiUrl = useSyncExternalStore(subscribe, read, () =>
    typeof window === "undefined" ? fallback : read(),
  );
  return <ApiUrlContext.Provider value={apiUrl}>{children}</ApiUrlContext.Provider>;
}

/** The API origin without a trailing slash, e.g. `http://localhost:4000`. */
export function useApiUrl(): string {
  const apiUrl = useContext(ApiUrlContext);
  if (apiUrl === null) throw new Error("useApiUrl() must be used inside <ApiUrlProvider>");
  return apiUrl;
}
