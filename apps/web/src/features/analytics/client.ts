import type { CaptureResult, PostHog } from "posthog-js";
import type { AnalyticsRuntimeConfig } from "@/lib/config/runtime";
import { posthogOptions } from "./constants";

let loading: Promise<PostHog> | null = null;
let loaded: PostHog | null = null;
/** The provider's verdict (consent granted, not staff): checked again on every event. */
let sendingAllowed = false;

export function allowSending(allowed: boolean): void {
  sendingAllowed = allowed;
}

/** The last gate: autocapture, recordings and late batches are dropped once sending stops. */
function beforeSend(event: CaptureResult | null): CaptureResult | null {
  return sendingAllowed ? event : null;
}

/**
 * Loads posthog-js on first use, only after consent: the dynamic import keeps it out of the
 * first-load JS, and the "full/no-external" build bundles the recorder and never injects a
 * script (the CSP is nonce-based).
 */
export function loadPosthog(config: AnalyticsRuntimeConfig): Promise<PostHog> {
  loading ??= import("posthog-js/full/no-external").then(({ default: posthog }) => {
    posthog.init(config.key, posthogOptions(config.host, beforeSend));
    loaded = posthog;
    return posthog;
  });
  return loading;
}

/** The instance if it has been loaded in this page, without loading it. */
export function loadedPosthog(): PostHog | null {
  return loaded;
}

const POSTHOG_STORAGE = /^(ph_|__ph_|_ph)/;

/** Removes everything PostHog keeps in this browser: its cookies, local and session storage. */
export function clearPosthogStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      for (const key of Object.keys(storage))
        if (POSTHOG_STORAGE.test(key)) storage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept there.
    }
  }
  const { hostname } = window.location;
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim() ?? "";
    if (!POSTHOG_STORAGE.test(name)) continue;
    for (const domain of ["", `; domain=${hostname}`, `; domain=.${hostname}`]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
