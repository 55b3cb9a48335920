import type { ReactNode } from "react";
import { ClientMessages } from "../i18n/ClientMessages";
import { Guard } from "../session/Guard";

/** A page only some roles may see (contracts page table): guard + account messages. */
export function ProtectedPage({
  children,
  developer,
}: {
  children: ReactNode;
  /** Also ships the developer pages' messages (onboarding, profile, settings). */
  developer?: boolean;
}) {
  return (
    <ClientMessages
      namespaces={developer ? ["Account", "Forms", "Developer"] : ["Account", "Forms"]}
    >
      <Guard>{children}</Guard>
    </ClientMessages>
  );
}
