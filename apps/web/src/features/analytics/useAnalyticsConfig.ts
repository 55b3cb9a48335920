"use client";

import { useSyncExternalStore } from "react";
import { type AnalyticsRuntimeConfig, RUNTIME_CONFIG_EVENT } from "@/lib/config/runtime";

function subscribeConfig(onChange: () => void) {
  window.addEventListener(RUNTIME_CONFIG_EVENT, onChange);
  return () => window.removeEventListener(RUNTIME_CONFIG_EVENT, onChange);
}

// Its own module: importing it must not bring the session hook (react-query) along (ADR 0040).

/** PostHog's key and host from /runtime-config.js; null when analytics is off (or on the server). */
export function useAnalyticsConfig(): AnalyticsRuntimeConfig | null {
  return useSyncExternalStore(
    subscribeConfig,
    () => window.__ENCAJA_CONFIG__?.analytics ?? null,
    () => null,
  );
}
