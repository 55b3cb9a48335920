import { type Messages, NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import styles from "./authCard.module.css";

/**
 * The centred card of the sign-in pages in plain HTML, with the page's h1 and lead (the MUI
 * AuthCard's look, for the (site) route group: no UI kit on these pages, ADR 0040).
 */
export function PlainAuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * The messages the sign-in form translates in the browser: the shared strings, the sign-in
 * texts and the form texts (validation, show/hide password), not all of Auth.
 */
export async function SignInMessages({ children }: { children: ReactNode }) {
  const messages: Messages = await getMessages();
  const picked = {
    Common: messages.Common,
    Auth: { login: messages.Auth.login },
    Forms: messages.Forms,
  };
  return (
    <NextIntlClientProvider messages={picked as unknown as Messages}>
      {children}
    </NextIntlClientProvider>
  );
}
