import { type Messages, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { InlineScript } from "@/components/InlineScript";
import type { AppLocale } from "@/i18n/routing";
import { ApiUrlProvider } from "@/lib/config/ApiUrlProvider";
import { runtimeConfigScript } from "@/lib/config/runtime-script";
import { serverApiUrl } from "@/lib/config/server";

/**
 * The whole document: <html lang>, the messages and API URL providers and the skip link; the
 * route groups' layouts add the chrome (SiteChrome: header, main, footer, and on app pages the
 * app's providers). Its inline script reads the request's CSP nonce, which renders every page
 * per request, as a nonce-based CSP needs (Next.js marks its inline scripts with the nonce only
 * when rendering the request; ADR 0018).
 */
export async function SiteDocument({
  locale,
  children,
}: {
  locale: AppLocale;
  children: ReactNode;
}) {
  const messages: Messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <html lang={locale}>
      {/* biome-ignore lint/style/noHeadElement: App Router root layouts render <head>. */}
      <head>
        {/* Runtime config (API_URL) read at request time, inline: a file would delay the first paint. */}
        <InlineScript text={runtimeConfigScript()} />
      </head>
      <body>
        {/* Client components get only the shared strings (and the header bell's); pages pass theirs as props. */}
        <NextIntlClientProvider
          locale={locale}
          messages={{
            Common: messages.Common,
            Notifications: messages.Notifications,
            Analytics: messages.Analytics,
            // The error boundary (app/[locale]/error.tsx) has no server parent to pass them.
            Monitoring: messages.Monitoring,
          }}
        >
          <ApiUrlProvider fallback={serverApiUrl()}>
            <a className="skip-link" href="#main">
              {t("skipToContent")}
            </a>
            {children}
          </ApiUrlProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
