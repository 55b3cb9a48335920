"use client";

import dynamic from "next/dynamic";
import { useToken } from "../session/useToken";

// ADR 0016: only signed-in users can be unverified, so visitors never download the banner.
const VerifyEmailBanner = dynamic(() => import("./VerifyEmailBanner"), { ssr: false });

/** Under the header: the "confirm your email" banner when the session's email is unproven. */
export function VerifyEmailBannerSlot() {
  const token = useToken();
  return token ? <VerifyEmailBanner /> : null;
}
