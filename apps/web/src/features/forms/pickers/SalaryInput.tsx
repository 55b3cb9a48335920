"use client";

import type { CurrencyCode, SalaryPeriod } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { EnumSelect } from "../EnumSelect";
import { useContractLists } from "./shared";

const periodOptions: readonly SalaryPeriod[] = ["month", "year", "hour"];

export type SalaryValue = { amount: string; currency: CurrencyCode; period: SalaryPeriod };

/** A salary expectation: amount, currency (ISO 4217) and period, as one labelled group. */
export function SalaryInput({
  value,
  onChange,
  error,
  legend,
}: {
  value: SalaryValue;
  onChange: (value: SalaryValue) => void;
  error?: string;
  legend: string;
}) {
  const t = useTranslations("Forms.pickers");
  const id = useId();
  const currencies: CurrencyCode[] = useContractLists().data?.currencyCodes ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" fontWeight={700} sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          id={`${id}-amount`}
          label={t("amount")}
          value={value.amount}
          required
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
          error={Boolean(error)}
          helperText={error ?? t("amountHelp")}
          sx={{ flex: 2 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: "numeric", "aria-invalid": error ? true : undefined },
          }}
        />
        <EnumSelect
          label={t("currency")}
          value={value.currency}
          options={
            currencies.includes(value.currency) ? currencies : [value.currency, ...currencies]
          }
          optionLabel={(code) => code}
          onChange={(currency) => onChange({ ...value, currency })}
          sx={{ flex: 1 }}
        />
        <EnumSelect
          label={t("period")}
          value={value.period}
          options={periodOptions}
          optionLabel={(p) => t(`periods.${p}`)}
          onChange={(period) => onChange({ ...value, period })}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Box>
  );
}
