"use client";

import dynamic from "next/dynamic";
import { useToken } from "../session/useToken";

// ADR 0016: only signed-in users can be unverified, so visitors never download the banner.
const VerifyEmailBannerStandalone = dynamic(() => import("./VerifyEmailBannerStandalone"), {
  ssr: false,
});

/**
 * Under the header of a public page: the "confirm your email" banner when the session's email
 * is unproven, loaded (with its own providers, ADR 0040) only when there is a session. App pages
 * ship the banner with their bundle instead (the app layout passes it to SiteChrome).
 */
export function VerifyEmailBannerSlot() {
  const token = useToken();
  if (!token) return null;
  return <VerifyEmailBannerStandalone />;
}
