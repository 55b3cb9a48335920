"use client";

import { StandaloneProviders } from "../providers/StandaloneProviders";
import VerifyEmailBanner from "./VerifyEmailBanner";

/** The e-mail banner on a public page, with the providers it needs (loaded with a token). */
export default function VerifyEmailBannerStandalone() {
  return (
    <StandaloneProviders>
      <VerifyEmailBanner />
    </StandaloneProviders>
  );
}
