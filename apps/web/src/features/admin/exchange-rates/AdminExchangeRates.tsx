"use client";

import { type AddExchangeRate, EXCHANGE_RATE_STALE_DAYS } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { ExchangeRateForm } from "./ExchangeRateForm";
import { RateHistoryTable, RatesInForceTable } from "./ExchangeRateTables";
import { exchangeRatesKey, useExchangeRates } from "./useExchangeRates";

/** `/admin/exchange-rates`: superAdmin keeps the rates salaries and budgets are compared with. */
export function AdminExchangeRates() {
  const t = useTranslations("AdminExchangeRates");
  const locale = useLocale() as AppLocale;
  const rates = useExchangeRates();
  const call = useCall();
  const queryClient = useQueryClient();
  const add = async (body: AddExchangeRate) => {
    const view = await call(routes.adminExchangeRates.add, { body });
    queryClient.setQueryData(exchangeRatesKey, view);
  };
  const view = rates.data;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      {view ? (
        <Stack spacing={4}>
          {view.stale ? (
            <Alert severity="warning">
              {t("stale", {
                days: EXCHANGE_RATE_STALE_DAYS,
                date: formatDate(view.oldestInForce, locale),
              })}
            </Alert>
          ) : null}
          <RatesInForceTable items={view.items} />
          <SectionCard id="add-rate" title={t("form.title")}>
            <ExchangeRateForm today={view.today} add={add} />
          </SectionCard>
          <RateHistoryTable items={view.items} today={view.today} />
        </Stack>
      ) : rates.isError ? (
        <Alert severity="error">{t("failed")}</Alert>
      ) : (
        <SessionProgress />
      )}
    </Container>
  );
}
