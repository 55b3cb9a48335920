import type { BeforeSendFn, PostHogConfig } from "posthog-js";

/**
 * Product analytics settings (spec §9), in one place. Those the SDK exposes are passed to
 * posthog.init by `posthogOptions`; the rest are posthog-js 1.449 built-ins, recorded here so
 * a change of SDK version is checked against them (ADR 0035).
 */
export const ANALYTICS_LIMITS = {
  /** Client rate limit: token bucket of 10 events per second with a burst of 100. */
  eventsPerSecond: 10,
  eventsBurstLimit: 100,
  /** Session idle timeout in seconds, kept within the spec's range of 60 to 1800. */
  sessionIdleTimeoutSeconds: 1800,
  sessionIdleTimeoutRange: { min: 60, max: 1800 },
  /** Feature-flag request timeout. */
  flagRequestTimeoutMs: 3000,
  /** Longest string property the SDK sends. */
  stringPropertyMaxLength: 65_535,
  /** Lifetime of the analytics cookie, in days. */
  cookieLifetimeDays: 365,
  /** Rage click: 3 clicks within 1 s and under 30 px. */
  rageClick: { clicks: 3, withinMs: 1000, underPx: 30 },
} as const;

/** Spec §9 values the SDK applies on its own (no init option): verified against 1.449.2. */
export const ANALYTICS_SDK_BUILT_INS = {
  /** Every capture request times out after 60 s (`timeout || 6e4` in the request layer). */
  requestTimeoutMs: 60_000,
  /** A session ends after 24 h whatever the activity (the session manager's 864e5). */
  maxSessionMs: 24 * 60 * 60 * 1000,
  /** Failed requests retry with backoff 3 s · 2^n, capped at 30 min, at most 10 times. */
  retry: { firstDelayMs: 3000, maxDelayMs: 30 * 60 * 1000, maxRetries: 10 },
  /** The server's quota limit blocks an event type for 60 s (answered by PostHog's ingestion). */
  quotaBlockMs: 60_000,
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The posthog.init options: manual page views, no external scripts (a nonce-based CSP),
 * inputs masked in recordings, and `beforeSend` as the last gate on every event.
 */
export function posthogOptions(apiHost: string, beforeSend: BeforeSendFn): Partial<PostHogConfig> {
  const limits = ANALYTICS_LIMITS;
  return {
    api_host: apiHost,
    capture_pageview: false,
    capture_pageleave: false,
    disable_external_dependency_loading: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    person_profiles: "identified_only",
    rate_limiting: {
      events_per_second: limits.eventsPerSecond,
      events_burst_limit: limits.eventsBurstLimit,
    },
    session_idle_timeout_seconds: clamp(
      limits.sessionIdleTimeoutSeconds,
      limits.sessionIdleTimeoutRange.min,
      limits.sessionIdleTimeoutRange.max,
    ),
    feature_flag_request_timeout_ms: limits.flagRequestTimeoutMs,
    properties_string_max_length: limits.stringPropertyMaxLength,
    cookie_expiration: limits.cookieLifetimeDays,
    rageclick: {
      click_count: limits.rageClick.clicks,
      timeout_ms: limits.rageClick.withinMs,
      threshold_px: limits.rageClick.underPx,
    },
    disable_session_recording: false,
    session_recording: { maskAllInputs: true },
    before_send: beforeSend,
  };
}
