/** Dispatched on window by /runtime-config.js once `window.__ENCAJA_CONFIG__` is set. */
export const RUNTIME_CONFIG_EVENT = "encaja:config";

/** Product analytics (PostHog), present only when POSTHOG_KEY and POSTHOG_HOST are set. */
export type AnalyticsRuntimeConfig = { key: string; host: string };
/** Error reporting (Sentry), present only when SENTRY_DSN is set. */
export type MonitoringRuntimeConfig = { dsn: string; environment: string };

/** What /runtime-config.js hands the browser, read from the environment at request time. */
export type RuntimeConfig = {
  apiUrl: string;
  analytics: AnalyticsRuntimeConfig | null;
  monitoring: MonitoringRuntimeConfig | null;
};

declare global {
  interface Window {
    __ENCAJA_CONFIG__?: Readonly<RuntimeConfig>;
  }
}

/** The runtime config once /runtime-config.js has run (null on the server or before it). */
export function readRuntimeConfig(): Readonly<RuntimeConfig> | null {
  return typeof window === "undefined" ? null : (window.__ENCAJA_CONFIG__ ?? null);
}
