"use client";

import type { Locale } from "@encaja/contracts";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format/dates";

/**
 * Who last changed a versioned configuration and when, or that nobody has yet: the
 * `lastChanged`, `someone` and `neverChanged` texts of the page's namespace.
 */
export function LastChangedLine({
  namespace,
  change: { updatedAt, updatedBy },
}: {
  namespace: "AdminPricing" | "AdminSettings";
  /** The configuration as the API returns it (its `updatedAt` and `updatedBy`). */
  change: { updatedAt: string | null; updatedBy: string | null };
}) {
  const t = useTranslations(namespace);
  const locale = useLocale() as Locale;
  return (
    <Typography color="text.secondary">
      {updatedAt
        ? t("lastChanged", {
            name: updatedBy ?? t("someone"),
            date: formatDateTime(updatedAt, locale),
          })
        : t("neverChanged")}
    </Typography>
  );
}
