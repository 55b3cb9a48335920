import type { ReactNode } from "react";
import { SiteChrome } from "@/features/layout/SiteChrome";

/**
 * Public marketing pages in plain HTML: the chrome without the app's providers, so a visitor
 * loads no UI kit, react-query or realtime code (ADR 0040).
 */
export default function PublicSiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome standalone>{children}</SiteChrome>;
}
