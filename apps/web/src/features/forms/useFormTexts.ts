"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { FormErrorTexts } from "./resolver";

/** The localized validation texts for {@link contractResolver}. */
export function useFormTexts(): FormErrorTexts {
  const t = useTranslations("Forms");
  return useMemo(
    () => ({
      required: t("required"),
      email: t("email"),
      minLength: (min: number) => t("minLength", { min }),
      maxLength: (max: number) => t("maxLength", { max }),
      phone: t("phone"),
      invalid: t("invalid"),
    }),
    [t],
  );
}
