"use client";

import dynamic from "next/dynamic";
import { useToken } from "../session/useToken";

// ADR 0016: only signed-in users can be unverified, so visitors never download the banner.
const VerifyEmailBanner = dynamic(() => import("./VerifyEmailBanner"), { ssr: false });
const VerifyEmailBannerStandalone = dynamic(() => import("./VerifyEmailBannerStandalone"), {
  ssr: false,
});

/**
 * Under the header: the "confirm your email" banner when the session's email is unproven.
 * `standalone` on public pages, which have no providers of their own (ADR 0040).
 */
export function VerifyEmailBannerSlot({ standalone }: { standalone: boolean }) {
  const token = useToken();
  if (!token) return null;
  return standalone ? <VerifyEmailBannerStandalone /> : <VerifyEmailBanner />;
}
