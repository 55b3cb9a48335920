import type { ReactNode } from "react";
import { AppLink } from "@/components/AppLink";

/** The <terms> and <privacy> tags of a sign-up form's "legal" message, as links. */
export const legalLinks = {
  terms: (chunks: ReactNode) => (
    <AppLink underline="always" href="/terms">
      {chunks}
    </AppLink>
  ),
  privacy: (chunks: ReactNode) => (
    <AppLink underline="always" href="/privacy">
      {chunks}
    </AppLink>
  ),
};
