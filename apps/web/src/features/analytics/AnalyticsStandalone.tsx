"use client";

import { StandaloneProviders } from "../providers/StandaloneProviders";
import { AnalyticsRoot } from "./AnalyticsRoot";
import CookiePreferencesButton from "./CookiePreferencesButton";

/** The analytics root on a public page, with the providers it needs (loaded when analytics is on). */
export function AnalyticsRootStandalone() {
  return (
    <StandaloneProviders>
      <AnalyticsRoot />
    </StandaloneProviders>
  );
}

/** The footer's cookie button on a public page, with its providers. */
export function CookiePreferencesStandalone() {
  return (
    <StandaloneProviders>
      <CookiePreferencesButton />
    </StandaloneProviders>
  );
}
