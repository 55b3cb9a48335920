"use client";

import { type AddExchangeRate, EXCHANGE_RATE_MAX } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { Field, SavingForm } from "@/features/forms/Field";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { type RateFormValues, ratedCurrencies, rateFromForm } from "./rateForm";

/** Adds a currency's rate from a day on (today by default); `add` sends it. */
export function ExchangeRateForm({
  today,
  add,
}: {
  today: string;
  add: (rate: AddExchangeRate) => Promise<unknown>;
}) {
  const t = useTranslations("AdminExchangeRates.form");
  const toast = useToast();
  const form = useContractForm<RateFormValues>(
    "AddExchangeRate",
    async (values) => {
      await add(rateFromForm(values));
      toast.success(t("added", { currency: values.currency }));
      form.reset({ ...values, rateToUsd: "" });
    },
    {
      defaultValues: { currency: "EUR", rateToUsd: "", validFrom: today },
      toPayload: rateFromForm,
      messages: { rateToUsd: t("rateInvalid", { max: EXCHANGE_RATE_MAX }) },
    },
  );
  return (
    <SavingForm form={form} label={t("label")} submitLabel={t("submit")}>
      <Field
        label={t("currency")}
        registration={form.register("currency")}
        error={form.errors.currency}
        options={ratedCurrencies.map((c) => ({ value: c, label: c }))}
        required
      />
      <Field
        label={t("rate")}
        registration={form.register("rateToUsd")}
        error={form.errors.rateToUsd}
        helper={t("rateHelp")}
        inputMode="decimal"
        required
      />
      <Field
        label={t("validFrom")}
        type="date"
        registration={form.register("validFrom")}
        error={form.errors.validFrom}
        helper={t("validFromHelp")}
        required
      />
    </SavingForm>
  );
}
