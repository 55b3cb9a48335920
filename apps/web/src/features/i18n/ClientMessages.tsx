import { type Messages, NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

type Namespace = Exclude<keyof Messages, "Common">;

/**
 * Gives the client components below it their own message namespaces (plus Common), so
 * interactive pages (forms, account pages) can translate in the browser while every
 * other page still ships only the shared strings.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  const messages: Messages = await getMessages();
  const picked: Partial<Messages> = { Common: messages.Common };
  for (const namespace of namespaces) {
    (picked as Record<string, unknown>)[namespace] = messages[namespace];
  }
  return <NextIntlClientProvider messages={picked as Messages}>{children}</NextIntlClientProvider>;
}
