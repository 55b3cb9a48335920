import { type ReactNode, Suspense } from "react";
import { ClientMessages } from "../i18n/ClientMessages";
import { SessionProgress } from "../session/SessionProgress";
import { AuthCard } from "./AuthCard";

/** A public sign-in/sign-up page: the card with its h1 and a client form with its messages. */
export function AuthPage({
  title,
  lead,
  wide,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <ClientMessages namespaces={["Auth", "Forms"]}>
      <AuthCard title={title} lead={lead} wide={wide}>
        <Suspense fallback={<SessionProgress />}>{children}</Suspense>
      </AuthCard>
    </ClientMessages>
  );
}
