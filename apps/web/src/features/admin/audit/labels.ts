"use client";

import { type AuditAction, auditActions } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { useCallback } from "react";

const isKnown = (action: string): action is AuditAction =>
  (auditActions as readonly string[]).includes(action);

/** An action's label; an action the web does not know (yet) is shown as recorded. */
export function useActionLabel() {
  const t = useTranslations("AdminAudit.actions");
  return useCallback((action: string) => (isKnown(action) ? t(action) : action), [t]);
}

/** A group of actions ("login." → "Sign-ins"); a group the web does not know is shown as its name. */
export function useActionGroupLabel() {
  const t = useTranslations("AdminAudit.groups");
  return useCallback(
    (group: string) => {
      const name = group.replace(/\.$/, "");
      const id = name as Parameters<typeof t>[0];
      return t.has(id) ? t(id) : name;
    },
    [t],
  );
}
