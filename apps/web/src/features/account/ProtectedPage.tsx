import type { Messages } from "next-intl";
import type { ReactNode } from "react";
import { InlineScript } from "@/components/InlineScript";
import { ClientMessages } from "../i18n/ClientMessages";
import { Guard } from "../session/Guard";
import { signedOutRedirectScript } from "../session/signed-out-redirect";

type Namespace = Exclude<keyof Messages, "Common" | "Account" | "Forms" | "Developer">;

/** A page only some roles may see (contracts page table): guard + account messages. */
export function ProtectedPage({
  children,
  developer,
  namespaces = [],
}: {
  children: ReactNode;
  /** Also ships the developer pages' messages (onboarding, profile, settings, pickers). */
  developer?: boolean;
  /** Further message namespaces the page's client components use. */
  namespaces?: Namespace[];
}) {
  return (
    <>
      <InlineScript text={signedOutRedirectScript()} />
      <ClientMessages
        namespaces={[
          "Account",
          "Forms",
          "Notifications",
          "Analytics",
          ...(developer ? (["Developer"] as const) : []),
          ...namespaces,
        ]}
      >
        <Guard>{children}</Guard>
      </ClientMessages>
    </>
  );
}
