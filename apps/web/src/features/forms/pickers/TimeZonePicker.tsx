"use client";

import { localTime } from "@encaja/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { timeZoneOptions } from "@/features/interviews/zonedTime";
import { zoneName } from "@/lib/format/workingDay";
import { useHydrated } from "../useHydrated";
import type { PickerProps } from "./SearchPicker";
import { fold } from "./shared";

/**
 * One IANA time zone, searched by any part of its name ("mexico", "madrid"); the helper
 * shows the time it is there now (after hydration, so server and browser agree).
 */
export function TimeZonePicker({ value, onChange, label, error, required }: PickerProps<string>) {
  const t = useTranslations("Forms.pickers");
  const hydrated = useHydrated();
  const options = useMemo(() => timeZoneOptions(value ? [value] : []), [value]);
  const now = value && hydrated ? localTime(new Date(), value) : null;
  return (
    <Autocomplete
      value={value}
      options={options}
      getOptionLabel={zoneName}
      filterOptions={(zones, { inputValue }) => {
        const typed = fold(inputValue)
          .replace(/[\s_]+/g, " ")
          .trim();
        return typed ? zones.filter((z) => fold(zoneName(z)).includes(typed)) : zones;
      }}
      onChange={(_, next) => onChange(next)}
      noOptionsText={t("noTimeZones")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (now ? t("timeZoneNow", { time: now }) : t("timeZoneHelp"))}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
