"use client";

import {
  companySizeLabels,
  companySizes,
  industries,
  industryLabels,
  type Locale,
  projectTypeLabels,
  projectTypes,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { Field } from "@/features/forms/Field";
import { TimeZonePicker } from "@/features/forms/pickers/TimeZonePicker";
import type { ContractForm } from "@/features/forms/useContractForm";
import type { OfferFormState } from "./offerForm";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
} as const;

/**
 * Where and in what context the offer's work happens: the working day's time zone and the
 * overlap asked of a developer's day, the industry and company size (the company's unless
 * changed), and the kind of project.
 */
export function OfferContextFields({ form }: { form: ContractForm<OfferFormState> }) {
  const t = useTranslations("Offers.form");
  const locale = useLocale() as Locale;
  const byName = [...industries].sort((a, b) =>
    industryLabels[a][locale].localeCompare(industryLabels[b][locale], locale),
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" fontWeight={700} sx={{ mb: 0.5 }}>
        {t("context")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("contextHelp")}
      </Typography>
      <Box sx={grid}>
        <Controlled form={form} name="timeZone">
          {(bound) => <TimeZonePicker label={t("timeZone")} {...bound} />}
        </Controlled>
        <Field
          label={t("minOverlapHours")}
          type="number"
          min={0}
          max={8}
          helper={t("minOverlapHelp")}
          {...form.field("minOverlapHours")}
        />
        <Controlled form={form} name="industry">
          {(bound) => (
            <EnumSelect
              label={t("industry")}
              options={byName}
              optionLabel={(i) => industryLabels[i][locale]}
              emptyLabel={t("notStated")}
              help={t("fromCompany")}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
        <Controlled form={form} name="companySize">
          {(bound) => (
            <EnumSelect
              label={t("companySize")}
              options={companySizes}
              optionLabel={(s) => companySizeLabels[s][locale]}
              emptyLabel={t("notStated")}
              help={t("fromCompany")}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
        <Controlled form={form} name="projectType">
          {(bound) => (
            <EnumSelect
              label={t("projectType")}
              options={projectTypes}
              optionLabel={(p) => projectTypeLabels[p][locale]}
              emptyLabel={t("notStated")}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
      </Box>
    </Box>
  );
}
