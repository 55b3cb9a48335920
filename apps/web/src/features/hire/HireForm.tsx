"use client";

import type { Locale } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/features/forms/Field";
import { InvalidFieldsAlert } from "@/features/forms/InvalidFieldsAlert";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { sameMessage } from "@/features/forms/sameMessage";
import { useContractForm } from "@/features/forms/useContractForm";
import { budgetOnMax, OfferRequirementsFields } from "@/features/offers/OfferRequirementsFields";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import {
  emptyHireForm,
  fieldOfHirePath,
  type HireFormState,
  hirePayload,
  localToday,
} from "./hireForm";

/** `/hire`: what the company needs; saved as a draft without an account, then the details. */
export function HireForm() {
  const t = useTranslations("HireFlow.form");
  const locale = useLocale() as Locale;
  const call = useCall();
  const router = useRouter();
  const toast = useToast();
  const [today] = useState(localToday);
  const [defaultValues] = useState(() => emptyHireForm(today));
  // A visitor gets our words for every field, the API's never (they are English only).
  const messages = {
    ...sameMessage(Object.keys(defaultValues) as Array<keyof HireFormState>, t("errors.invalid")),
    budgetMax: t("errors.budget"),
  };

  const form = useContractForm<HireFormState>(
    "CreateHireDraftRequest",
    async (values) => {
      const draft = await call(routes.hire.createDraft, { body: hirePayload(values, locale) });
      router.push(`/hire/developer-details/${draft.id}`);
    },
    {
      defaultValues,
      toPayload: (values) => hirePayload(values, locale),
      fieldOf: (path) => budgetOnMax(fieldOfHirePath(path.join("."))),
      refine: (values) =>
        values.startDate && values.startDate < today ? { startDate: t("errors.startDate") } : {},
      messages,
      serverPaths: { budget: "budgetMax" },
      serverMessages: messages,
      onInvalid: () => toast.error(t("errors.summary")),
    },
  );

  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={t("label")}>
      <Stack spacing={3}>
        <OfferRequirementsFields form={form} t={t} />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <Field label={t("startDate")} type="date" min={today} {...form.field("startDate")} />
          <Field
            label={t("openings")}
            type="number"
            min={1}
            max={100}
            {...form.field("openings")}
          />
        </Box>
        <InvalidFieldsAlert errors={form.errors} text={t("errors.summary")} />
        <Box>
          <SubmitButton
            submitting={form.submitting}
            label={t("submit")}
            submittingLabel={t("submitting")}
          />
        </Box>
      </Stack>
    </Box>
  );
}
