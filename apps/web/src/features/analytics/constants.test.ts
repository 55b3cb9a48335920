import { describe, expect, it } from "vitest";
import { ANALYTICS_LIMITS, ANALYTICS_SDK_BUILT_INS, posthogOptions } from "./constants";

describe("posthogOptions", () => {
  const beforeSend = () => null;
  const options = posthogOptions("https://eu.posthog.example", beforeSend);

  it("maps the spec §9 limits onto the SDK's init options", () => {
    expect(options).toMatchObject({
      api_host: "https://eu.posthog.example",
      rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
      session_idle_timeout_seconds: 1800,
      feature_flag_request_timeout_ms: 3000,
      properties_string_max_length: 65_535,
      cookie_expiration: 365,
      rageclick: { click_count: 3, timeout_ms: 1000, threshold_px: 30 },
    });
    expect(options.before_send).toBe(beforeSend);
  });

  it("sends page views by hand, loads no external script and masks inputs in recordings", () => {
    expect(options).toMatchObject({
      capture_pageview: false,
      capture_pageleave: false,
      disable_external_dependency_loading: true,
      disable_session_recording: false,
      session_recording: { maskAllInputs: true },
    });
  });

  it("keeps the idle timeout within the spec's 60–1800 s range", () => {
    const { min, max } = ANALYTICS_LIMITS.sessionIdleTimeoutRange;
    expect([min, max]).toEqual([60, 1800]);
    expect(options.session_idle_timeout_seconds).toBeGreaterThanOrEqual(min);
    expect(options.session_idle_timeout_seconds).toBeLessThanOrEqual(max);
  });

  it("records the SDK's built-in timeouts and retries as the spec states them", () => {
    expect(ANALYTICS_SDK_BUILT_INS).toEqual({
      requestTimeoutMs: 60_000,
      maxSessionMs: 86_400_000,
      retry: { firstDelayMs: 3000, maxDelayMs: 1_800_000, maxRetries: 10 },
      quotaBlockMs: 60_000,
    });
  });
});
