"use client";

import type { CurrencyCode, ExchangeRate } from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/DataTable";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formatRate, ratedCurrencies, rateStatus } from "./rateForm";

/** Each currency's rate in force: what salaries and budgets are compared with today. */
export function RatesInForceTable({ items }: { items: readonly ExchangeRate[] }) {
  const t = useTranslations("AdminExchangeRates");
  const locale = useLocale() as AppLocale;
  return (
    <Stack spacing={1}>
      <Typography id="rates-in-force" component="h2" variant="h6">
        {t("inForce.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("inForce.lead")}
      </Typography>
      <DataTable
        labelledBy="rates-in-force"
        columns={[
          t("columns.currency"),
          { key: "rate", label: t("columns.rate"), cell: { align: "right" } },
          t("columns.validFrom"),
        ]}
      >
        {items
          .filter((r) => r.inForce)
          .map((r) => (
            <TableRow key={r.currency}>
              <TableCell component="th" scope="row">
                {r.currency}
              </TableCell>
              <TableCell align="right">{formatRate(r.rateToUsd, locale)}</TableCell>
              <TableCell>{formatDate(r.validFrom, locale)}</TableCell>
            </TableRow>
          ))}
      </DataTable>
    </Stack>
  );
}

/** One currency's rates, newest day first: scheduled, in force and earlier ones. */
export function RateHistoryTable({
  items,
  today,
}: {
  items: readonly ExchangeRate[];
  today: string;
}) {
  const t = useTranslations("AdminExchangeRates");
  const locale = useLocale() as AppLocale;
  const [currency, setCurrency] = useState<Exclude<CurrencyCode, "USD">>("EUR");
  const rows = items.filter((r) => r.currency === currency);
  return (
    <Stack spacing={2}>
      <Typography id="rate-history" component="h2" variant="h6">
        {t("history.title")}
      </Typography>
      <EnumSelect
        label={t("history.currency")}
        options={ratedCurrencies}
        optionLabel={(c) => c}
        value={currency}
        onChange={setCurrency}
        sx={{ maxWidth: 240 }}
      />
      <DataTable
        caption={t("history.caption", { currency })}
        columns={[
          t("columns.validFrom"),
          { key: "rate", label: t("columns.rate"), cell: { align: "right" } },
          t("columns.status"),
          t("columns.addedBy"),
        ]}
      >
        {rows.map((r) => (
          <TableRow key={r.validFrom}>
            <TableCell component="th" scope="row">
              {formatDate(r.validFrom, locale)}
            </TableCell>
            <TableCell align="right">{formatRate(r.rateToUsd, locale)}</TableCell>
            <TableCell>{t(`status.${rateStatus(r, today)}`)}</TableCell>
            <TableCell>
              {t("addedBy", {
                name: r.createdBy ?? t("system"),
                date: formatDate(r.createdAt, locale),
              })}
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Stack>
  );
}
