import type { ReactNode } from "react";
import VerifyEmailBanner from "@/features/auth/VerifyEmailBanner";
import { SiteChrome } from "@/features/layout/SiteChrome";
import { AppProviders } from "@/features/providers/AppProviders";

/** App pages (forms, dashboards, the job board): the chrome inside the app's providers. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <SiteChrome standalone={false} banner={<VerifyEmailBanner />}>
        {children}
      </SiteChrome>
    </AppProviders>
  );
}
