import type { AnalyticsRuntimeConfig, MonitoringRuntimeConfig } from "./runtime";

const DEFAULT_API_URL = "http://localhost:4000";

/**
 * The API origin, read from the environment at request time (never inlined at build
 * time), so one build runs against any API. Trailing slashes are dropped.
 */
export function serverApiUrl(): string {
  const raw = process.env.API_URL?.trim() || DEFAULT_API_URL;
  try {
    const url = new URL(raw);
    return url.href.replace(/\/+$/, "");
  } catch {
    throw new Error(`API_URL is not a valid URL: "${raw}"`);
  }
}

const DEFAULT_WEB_URL = "http://localhost:3000";

/** The public origin of the web app (canonical links, sitemap), from WEB_URL at request time. */
export function serverWebUrl(): string {
  const raw = process.env.WEB_URL?.trim() || DEFAULT_WEB_URL;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`WEB_URL is not a valid URL: "${raw}"`);
  }
}

/** Analytics for the browser: both POSTHOG_KEY and a valid POSTHOG_HOST, or nothing. */
export function serverAnalyticsConfig(): AnalyticsRuntimeConfig | null {
  const key = process.env.POSTHOG_KEY?.trim();
  const host = process.env.POSTHOG_HOST?.trim();
  if (!key || !host) return null;
  try {
    return { key, host: new URL(host).href.replace(/\/+$/, "") };
  } catch {
    return null;
  }
}

/** Error reporting for the browser: SENTRY_DSN when it parses as a URL, or nothing. */
export function serverMonitoringConfig(): MonitoringRuntimeConfig | null {
  const dsn = process.env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  try {
    new URL(dsn);
  } catch {
    return null;
  }
  return { dsn, environment: process.env.SENTRY_ENVIRONMENT?.trim() || "production" };
}

/** Extra origins the browser may call (analytics), when configured. */
export function extraConnectOrigins(): string[] {
  const analytics = serverAnalyticsConfig();
  return analytics ? [new URL(analytics.host).origin] : [];
}
