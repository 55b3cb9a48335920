"use client";

import { type OverrideReason, overrideReasonLabels, overrideReasons } from "@encaja/contracts";
import { useLocale } from "next-intl";
import { EnumSelect } from "@/features/forms/EnumSelect";
import type { AppLocale } from "@/lib/format/locale";

/** The required reason for skipping a rule (a hard filter, unapproved interviews). */
export function OverrideReasonSelect({
  label,
  emptyLabel,
  value,
  onChange,
  help,
}: {
  label: string;
  emptyLabel: string;
  value: OverrideReason | "";
  onChange: (value: OverrideReason | "") => void;
  help?: string;
}) {
  const locale = useLocale() as AppLocale;
  return (
    <EnumSelect
      label={label}
      value={value}
      emptyLabel={emptyLabel}
      options={overrideReasons}
      optionLabel={(r) => overrideReasonLabels[r][locale]}
      onChange={onChange}
      help={help}
      required
    />
  );
}
