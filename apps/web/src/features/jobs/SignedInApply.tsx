"use client";

import { StandaloneProviders } from "../providers/StandaloneProviders";
import { ApplyButton } from "./ApplyButton";

/** ApplyButton on the public job page, with the providers it needs (loaded with a token). */
export default function SignedInApply({ jobId }: { jobId: string }) {
  return (
    <StandaloneProviders>
      <ApplyButton jobId={jobId} />
    </StandaloneProviders>
  );
}
