"use client";

import { useToast } from "@/features/toast/ToastProvider";
import { useRefreshDeveloper } from "../queries";

/** What a page gives a profile section's form. */
export type SectionProps = {
  submitLabel: string;
  backHref?: string | null;
  onSaved?: () => void;
};

/**
 * The wiring every profile section form shares: SavingForm's label (the namespace's
 * formLabel), submit label and back link, and what follows a save (fresh developer data,
 * the "saved" toast, then the page's `onSaved`).
 */
export function useSectionForm(
  t: (key: "formLabel" | "saved") => string,
  { submitLabel, backHref, onSaved }: SectionProps,
) {
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  return {
    formProps: { label: t("formLabel"), submitLabel, backHref },
    saved: async () => {
      await refresh();
      toast.success(t("saved"));
      onSaved?.();
    },
  };
}
