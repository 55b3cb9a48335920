"use client";

import dynamic from "next/dynamic";
import { useAnalyticsConfig } from "./useAnalyticsConfig";

// Analytics code (and, on public pages, the providers it needs) loads only when POSTHOG_KEY
// is set: the config comes from /runtime-config.js in the browser.
const AnalyticsRoot = dynamic(() => import("./AnalyticsRoot").then((m) => m.AnalyticsRoot), {
  ssr: false,
});
const CookiePreferencesButton = dynamic(() => import("./CookiePreferencesButton"), {
  ssr: false,
});
const AnalyticsRootStandalone = dynamic(
  () => import("./AnalyticsStandalone").then((m) => m.AnalyticsRootStandalone),
  { ssr: false },
);
const CookiePreferencesStandalone = dynamic(
  () => import("./AnalyticsStandalone").then((m) => m.CookiePreferencesStandalone),
  { ssr: false },
);

/** Product analytics for the page; `standalone` on public pages (no providers of their own). */
export function AnalyticsSlot({ standalone }: { standalone: boolean }) {
  const config = useAnalyticsConfig();
  if (!config) return null;
  return standalone ? <AnalyticsRootStandalone /> : <AnalyticsRoot />;
}

/** The footer's "cookie preferences" button, where analytics exists. */
export function CookiePreferencesSlot({ standalone }: { standalone: boolean }) {
  const config = useAnalyticsConfig();
  if (!config) return null;
  return standalone ? <CookiePreferencesStandalone /> : <CookiePreferencesButton />;
}
