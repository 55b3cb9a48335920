"use client";

import dynamic from "next/dynamic";
import { AnalyticsTracker } from "./AnalyticsTracker";
import { useAnalyticsConsent, useConsentPreferencesOpen } from "./consent";
import { useAnalyticsConfig } from "./useAnalyticsConfig";
import { useAnalyticsSession } from "./useAnalyticsState";

// The bar shows only in the browser (the config is read there) and only until the visitor
// chooses, so its code loads when it is shown, not with every page.
const ConsentBanner = dynamic(() => import("./ConsentBanner").then((m) => m.ConsentBanner), {
  ssr: false,
});

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
