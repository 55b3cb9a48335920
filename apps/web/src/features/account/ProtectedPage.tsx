import type { ReactNode } from "react";
import { ClientMessages } from "../i18n/ClientMessages";
import { Guard } from "../session/Guard";

/** A page only some roles may see (contracts page table): guard + account messages. */
export function ProtectedPage({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["Account", "Forms"]}>
      <Guard>{children}</Guard>
    </ClientMessages>
  );
}
