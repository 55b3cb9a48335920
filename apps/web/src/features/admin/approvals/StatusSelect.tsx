"use client";

import type { SxProps, Theme } from "@mui/material/styles";
import { useLocale, useTranslations } from "next-intl";
import { EnumSelect } from "@/features/forms/EnumSelect";
import type { AppLocale } from "@/lib/format/locale";

/** A queue's state filter, each state named by its label in the page's language. */
export function StatusSelect<S extends string>({
  statuses,
  labels,
  value,
  onChange,
  sx,
}: {
  statuses: readonly S[];
  labels: Record<S, Record<AppLocale, string>>;
  value: S;
  onChange: (status: S) => void;
  sx?: SxProps<Theme>;
}) {
  const t = useTranslations("AdminApprovals");
  const locale = useLocale() as AppLocale;
  return (
    <EnumSelect
      label={t("status")}
      options={statuses}
      optionLabel={(s) => labels[s][locale]}
      value={value}
      onChange={onChange}
      sx={sx}
    />
  );
}
