"use client";

import Paper from "@mui/material/Paper";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { ContractForm } from "@/features/forms/useContractForm";
import { JobView } from "@/features/jobs/JobView";
import { formAsJob, type OfferFormState } from "./offerForm";

/** The offer form's values as the public job page would show them, updated as they change. */
export function OfferFormPreview({
  form,
  publishedAt,
}: {
  form: ContractForm<OfferFormState>;
  publishedAt: string | null;
}) {
  const t = useTranslations("Offers.form");
  const values = useWatch({ control: form.control }) as OfferFormState;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("previewLabel")}
      sx={{ borderRadius: 3 }}
    >
      <JobView
        job={formAsJob(values, publishedAt ?? new Date().toISOString())}
        level={2}
        notPublished={publishedAt ? undefined : t("notPublished")}
      />
    </Paper>
  );
}
