import type { ReactNode } from "react";
import { ClientMessages } from "../i18n/ClientMessages";
import { Guard } from "../session/Guard";

/** A page only some roles may see (contracts page table): guard + account messages. */
export function ProtectedPage({
  children,
  developer,
  extra = [],
}: {
  children: ReactNode;
  /** Also ships the developer pages' messages (onboarding, profile, settings). */
  developer?: boolean;
  /** Further message namespaces a feature's client components need. */
  extra?: Array<"Assessments">;
}) {
  return (
    <ClientMessages
      namespaces={
        [
          ...(developer ? ["Account", "Forms", "Developer"] : ["Account", "Forms"]),
          ...extra,
        ] as never
      }
    >
      <Guard>{children}</Guard>
    </ClientMessages>
  );
}
