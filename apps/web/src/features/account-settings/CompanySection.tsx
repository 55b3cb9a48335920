"use client";

import {
  type CompanySettings,
  type CompanySize,
  type CurrencyCode,
  companySizeLabels,
  companySizes,
  currencyCodes,
  type Industry,
  industries,
  industryLabels,
  toMinor,
  toUnits,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { SaveButton } from "@/components/SaveButton";
import { SectionCard } from "@/components/SectionCard";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useToastAction } from "@/lib/api/useToastAction";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromMinor } from "@/lib/format/money";
import { accountKeys, useAccountMutation, useCompany } from "./queries";

type Draft = {
  name: string;
  phoneNumber: string;
  website: string;
  countryCode: string;
  taxId: string;
  limit: string;
  currency: CurrencyCode;
  industry: Industry | "";
  companySize: CompanySize | "";
};

const draftOf = (c: CompanySettings): Draft => ({
  name: c.name,
  phoneNumber: c.phoneNumber ?? "",
  website: c.website ?? "",
  countryCode: c.countryCode ?? "",
  taxId: c.taxId ?? "",
  limit: c.associateBudgetLimit
    ? String(toUnits(c.associateBudgetLimit.amountMinor, c.associateBudgetLimit.currency))
    : "",
  currency: c.associateBudgetLimit?.currency ?? "USD",
  industry: c.industry ?? "",
  companySize: c.companySize ?? "",
});

/** The company's details and the associates' budget limit (owner only). */
export function CompanySection() {
  const t = useTranslations("AccountSettings.company");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const runAction = useToastAction();
  const company = useCompany(true);
  const [draft, setDraft] = useState<Draft | null>(null);

  useEffect(() => {
    if (company.data) setDraft(draftOf(company.data));
  }, [company.data]);

  const save = useAccountMutation(
    (d: Draft) => {
      const limit = d.limit.trim() === "" ? null : Number(d.limit);
      return call(routes.plans.updateCompany, {
        body: {
          name: d.name,
          phoneNumber: d.phoneNumber || null,
          website: d.website || null,
          countryCode: d.countryCode || null,
          taxId: d.taxId || null,
          industry: d.industry || null,
          companySize: d.companySize || null,
          associateBudgetLimit:
            limit === null || Number.isNaN(limit)
              ? null
              : { amountMinor: toMinor(limit, d.currency), currency: d.currency },
        },
      });
    },
    [accountKeys.company, ["me"]],
  );

  if (!draft || !company.data) return null;
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void runAction(() => save.mutateAsync(draft), t("saved"));
  };
  const current = company.data.associateBudgetLimit;
  const industriesByName = [...industries].sort((a, b) =>
    industryLabels[a][locale].localeCompare(industryLabels[b][locale], locale),
  );

  return (
    <SectionCard id="company" title={t("title")}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t("formLabel")}>
        <TextField label={t("name")} value={draft.name} onChange={set("name")} required />
        <TextField label={t("phone")} value={draft.phoneNumber} onChange={set("phoneNumber")} />
        <TextField
          label={t("website")}
          value={draft.website}
          onChange={set("website")}
          type="url"
          placeholder="https://"
        />
        <TextField
          label={t("country")}
          helperText={t("countryHelp")}
          value={draft.countryCode}
          onChange={set("countryCode")}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <TextField label={t("taxId")} value={draft.taxId} onChange={set("taxId")} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <EnumSelect
            label={t("industry")}
            options={industriesByName}
            optionLabel={(i) => industryLabels[i][locale]}
            emptyLabel={t("notStated")}
            value={draft.industry}
            onChange={(industry) => setDraft({ ...draft, industry })}
            help={t("contextHelp")}
            fullWidth
          />
          <EnumSelect
            label={t("companySize")}
            options={companySizes}
            optionLabel={(s) => companySizeLabels[s][locale]}
            emptyLabel={t("notStated")}
            value={draft.companySize}
            onChange={(companySize) => setDraft({ ...draft, companySize })}
            fullWidth
          />
        </Stack>
        <Typography component="h3" variant="subtitle1" fontWeight={700}>
          {t("limitTitle")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {current
            ? t("limitCurrent", {
                amount: formatMoneyFromMinor(current.amountMinor, current.currency, locale),
              })
            : t("limitNone")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label={t("limitAmount")}
            helperText={t("limitHelp")}
            value={draft.limit}
            onChange={set("limit")}
            type="number"
            slotProps={{ htmlInput: { min: 0, step: "any" } }}
          />
          <TextField
            select
            label={t("limitCurrency")}
            value={draft.currency}
            onChange={set("currency")}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {currencyCodes.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
        </Stack>
        <SaveButton saving={save.isPending} label={t("save")} />
      </Stack>
    </SectionCard>
  );
}
