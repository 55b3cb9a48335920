"use client";

import { AnalyticsTracker } from "./AnalyticsTracker";
import { ConsentBanner } from "./ConsentBanner";
import { useAnalyticsConsent, useConsentPreferencesOpen } from "./consent";
import { useAnalyticsConfig, useAnalyticsSession } from "./useAnalyticsState";

/**
 * Product analytics for every page (mounted once in the document): nothing at all when
 * POSTHOG_KEY is unset; otherwise the tracker and, for visitors who have not chosen (or who
 * reopened their preferences), the consent bar. Staff never see it: they are never tracked.
 */
export function AnalyticsRoot() {
  const config = useAnalyticsConfig();
  if (!config) return null;
  return (
    <>
      <AnalyticsTracker config={config} />
      <ConsentPrompt />
    </>
  );
}

function ConsentPrompt() {
  const consent = useAnalyticsConsent();
  const reopened = useConsentPreferencesOpen();
  const { audience } = useAnalyticsSession();
  if (audience !== "external" || consent === null) return null;
  if (consent !== "pending" && !reopened) return null;
  return <ConsentBanner reopened={reopened} />;
}
