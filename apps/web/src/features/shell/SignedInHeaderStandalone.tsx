"use client";

import { StandaloneProviders } from "../providers/StandaloneProviders";
import SignedInHeader from "./SignedInHeader";

/** The signed-in header on a public page, with the providers it needs (loaded with a token). */
export default function SignedInHeaderStandalone({ pathname }: { pathname: string }) {
  return (
    <StandaloneProviders realtime>
      <SignedInHeader pathname={pathname} />
    </StandaloneProviders>
  );
}
