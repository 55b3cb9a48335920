"use client";

import {
  currencyCodes,
  type EnglishLevel,
  englishLevelLabels,
  type Locale,
  mainSkillCategoryLabels,
  routes,
  type Seniority,
  seniorityLabels,
  type WorkModality,
  workModalityLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useStacks } from "@/features/developer/queries";
import { CountriesPicker } from "@/features/forms/pickers/CountriesPicker";
import { OfferSkillsPicker } from "@/features/offers/OfferSkillsPicker";
import { techRoles } from "@/features/offers/OffersPage";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { CheckGroup } from "./CheckGroup";
import {
  emptyHireForm,
  fieldOfHirePath,
  type HireFormField,
  type HireFormState,
  hirePayload,
  localToday,
} from "./hireForm";

type Errors = Partial<Record<HireFormField, string>>;
const keysOf = <T extends string>(labels: Record<T, unknown>) => Object.keys(labels) as T[];

/** `/hire`: what the company needs; saved as a draft without an account, then the details. */
export function HireForm() {
  const t = useTranslations("HireFlow.form");
  const locale = useLocale() as Locale;
  const call = useCall();
  const router = useRouter();
  const toast = useToast();
  const showError = useApiErrorToast();
  const stacks = useStacks();
  const [today] = useState(localToday);
  const [form, setForm] = useState<HireFormState>(() => emptyHireForm(today));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof HireFormState>(key: K, value: HireFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    const field = key.startsWith("budget") ? "budget" : key;
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = async (): Promise<Errors> => {
    const { CreateHireDraftRequest } = await import("@encaja/contracts");
    const result = CreateHireDraftRequest.safeParse(hirePayload(form, locale));
    const found: Errors = {};
    if (form.startDate && form.startDate < today) found.startDate = t("errors.startDate");
    for (const issue of result.success ? [] : result.error.issues) {
      const field = fieldOfHirePath(issue.path.join("."));
      if (field && !found[field])
        found[field] = t(field === "budget" ? "errors.budget" : "errors.invalid");
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t("errors.summary"));
      return;
    }
    setSaving(true);
    try {
      const draft = await call(routes.hire.createDraft, { body: hirePayload(form, locale) });
      router.push(`/hire/developer-details/${draft.id}`);
    } catch (error) {
      if (error instanceof ApiError) {
        const serverErrors: Errors = {};
        for (const item of error.envelope?.errors ?? []) {
          const field = fieldOfHirePath(item.path);
          if (field)
            serverErrors[field] = t(field === "budget" ? "errors.budget" : "errors.invalid");
        }
        setErrors(serverErrors);
      }
      showError(error);
      setSaving(false);
    }
  };

  const select = (
    label: string,
    key: keyof HireFormState,
    options: Array<[string, string]>,
    errorKey: HireFormField | null = key as HireFormField,
  ) => (
    <TextField
      select
      fullWidth
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errorKey && errors[errorKey])}
      helperText={errorKey ? errors[errorKey] : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t("label")}>
      <Stack spacing={3}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {select(t("techRole"), "techRole", [
            ["", t("choose")],
            ...techRoles.map((r): [string, string] => [r, mainSkillCategoryLabels[r][locale]]),
          ])}
          {select(t("mainStack"), "mainStackCode", [
            ["", t("noStack")],
            ...(stacks.data?.items ?? []).map((s): [string, string] => [s.code, s.name]),
          ])}
          {select(
            t("english"),
            "minEnglishLevel",
            keysOf<EnglishLevel>(englishLevelLabels).map((l) => [l, englishLevelLabels[l][locale]]),
          )}
          {select(t("hiringType"), "hiringType", [
            ["direct", t("hiring.direct")],
            ["staffing", t("hiring.staffing")],
          ])}
        </Box>
        <CheckGroup
          legend={t("seniorities")}
          options={keysOf<Seniority>(seniorityLabels).map((s) => [s, seniorityLabels[s][locale]])}
          value={form.seniorities}
          onChange={(v) => set("seniorities", v)}
          error={errors.seniorities}
        />
        <CheckGroup
          legend={t("modalities")}
          options={keysOf<WorkModality>(workModalityLabels).map((m) => [
            m,
            workModalityLabels[m][locale],
          ])}
          value={form.modalities}
          onChange={(v) => set("modalities", v)}
          error={errors.modalities}
        />
        <CountriesPicker
          value={form.countries}
          onChange={(v) => set("countries", v)}
          label={t("countries")}
          helper={t("countriesHelp")}
          error={errors.countries}
        />
        <OfferSkillsPicker
          value={form.skills}
          onChange={(v) => set("skills", v)}
          error={errors.skills}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" fontWeight={700} sx={{ mb: 1.5 }}>
            {t("budget")}
          </Typography>
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", sm: "repeat(4, 1fr)" },
            }}
          >
            {(["budgetMin", "budgetMax"] as const).map((key) => (
              <TextField
                key={key}
                label={t(key)}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
                error={Boolean(errors.budget)}
                helperText={key === "budgetMax" ? errors.budget : undefined}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: "numeric" } }}
              />
            ))}
            {select(
              t("currency"),
              "currency",
              currencyCodes.map((c) => [c, c]),
              null,
            )}
            {select(
              t("period"),
              "period",
              (["month", "year", "hour"] as const).map((p) => [p, t(`periods.${p}`)]),
              null,
            )}
          </Box>
        </Box>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextField
            type="date"
            label={t("startDate")}
            value={form.startDate}
            onChange={(e) => set("startDate", e.target.value)}
            error={Boolean(errors.startDate)}
            helperText={errors.startDate}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
          <TextField
            type="number"
            label={t("openings")}
            value={form.openings}
            onChange={(e) => set("openings", e.target.value)}
            error={Boolean(errors.openings)}
            helperText={errors.openings}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 100 } }}
          />
        </Box>
        {Object.values(errors).some(Boolean) ? (
          <Alert severity="error" role="alert">
            {t("errors.summary")}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? t("submitting") : t("submit")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
