import type { ReactNode } from "react";
import { AnalyticsSlot } from "../analytics/AnalyticsSlots";
import { VerifyEmailBannerSlot } from "../auth/VerifyEmailBannerSlot";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * Header, banner, main and footer around a page. App pages (`standalone` false) sit inside the
 * app's providers, which their layout adds (MUI theme, react-query, toasts, realtime); public
 * pages in the (site) route group have none, and their signed-in or analytics islands load
 * their own only when needed, so a visitor downloads no UI kit (ADR 0040). This module must
 * not import AppProviders: Next ships every client component a layout's modules import.
 */
export function SiteChrome({
  standalone,
  banner,
  children,
}: {
  standalone: boolean;
  /**
   * The "confirm your email" banner, when the layout ships it with its own bundle (app pages:
   * it then renders with the session, not later, so it does not push a loaded page down).
   * By default a lazy island that visitors never download.
   */
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader standalone={standalone} />
      {banner ?? <VerifyEmailBannerSlot />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter standalone={standalone} />
      <AnalyticsSlot standalone={standalone} />
    </>
  );
}
