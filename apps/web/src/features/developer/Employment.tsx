"use client";

import {
  type Availability,
  type NotificationPreferences,
  type Preferences,
  type SearchStatus,
  searchStatusLabels,
  type WorkModality,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { contracts } from "@/features/auth/navigation";
import { contractResolver } from "@/features/forms/resolver";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useToast } from "@/features/toast/ToastProvider";
import { useApi } from "@/lib/api/hooks";
import { Field, FormActions, SavingFieldset, useSaveErrorHandler } from "./fields";
import { type AppLocale, parseAmount } from "./helpers";
import { CountriesPicker, SalaryInput, type SalaryValue } from "./pickers";
import { useRefreshDeveloper } from "./queries";

const contractTypeKeys = ["full_time", "part_time", "contractor"] as const;

type Values = {
  searchStatus: string;
  modalities: string[];
  salary: SalaryValue;
  countries: string[];
  contractTypes: string[];
  availableFrom: string;
  hoursPerWeek: string;
  noticeWeeks: string;
};

type SafeParser = {
  safeParse: (
    data: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: Array<{ code: string; path: PropertyKey[] }> } };
};

/** Validates preferences and/or availability together, issues prefixed by their part. */
function combined(parts: Array<[string, SafeParser]>): SafeParser {
  return {
    safeParse: (data) => {
      const issues = parts.flatMap(([key, schema]) => {
        const result = schema.safeParse((data as Record<string, unknown>)[key]);
        return result.success
          ? []
          : result.error.issues.map((i) => ({ ...i, path: [key, ...i.path] }));
      });
      return issues.length > 0
        ? { success: false as const, error: { issues } }
        : { success: true as const };
    },
  };
}

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  required,
}: {
  legend: string;
  options: Array<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary" }}>
        {legend}
      </FormLabel>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                checked={value.includes(o.value)}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * Employment preferences (PUT /developers/me/preferences) and/or work availability
 * (PUT /developers/me/availability) in one form.
 */
export function EmploymentForm({
  preferences,
  availability,
  parts,
  submitLabel,
  backHref,
  onSaved,
}: {
  preferences: Preferences | null;
  availability: Availability | null;
  parts: { preferences: boolean; availability: boolean };
  submitLabel: string;
  backHref?: string | null;
  onSaved?: () => void;
}) {
  const t = useTranslations("Developer.employment");
  const locale = useLocale() as AppLocale;
  const texts = useFormTexts();
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const toast = useToast();

  const prefPayload = (v: Values) => ({
    searchStatus: v.searchStatus,
    modalities: v.modalities,
    salary: {
      amount: parseAmount(v.salary.amount) ?? (v.salary.amount.trim() === "" ? undefined : -1),
      currency: v.salary.currency,
      period: v.salary.period,
    },
    countries: v.countries,
    contractTypes: v.contractTypes,
  });
  const int = (s: string) => (s.trim() === "" ? undefined : Number(s));
  const availPayload = (v: Values) => ({
    availableFrom: v.availableFrom,
    hoursPerWeek: int(v.hoursPerWeek),
    noticeWeeks: int(v.noticeWeeks),
  });
  const payload = (v: Values) => ({
    ...(parts.preferences ? { preferences: prefPayload(v) } : {}),
    ...(parts.availability ? { availability: availPayload(v) } : {}),
  });

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      searchStatus: preferences?.searchStatus ?? "",
      modalities: preferences?.modalities ?? [],
      salary: {
        amount: preferences ? String(preferences.salary.amount) : "",
        currency: preferences?.salary.currency ?? "USD",
        period: preferences?.salary.period ?? "month",
      },
      countries: preferences?.countries ?? [],
      contractTypes: preferences?.contractTypes ?? [],
      availableFrom: availability?.availableFrom ?? "",
      hoursPerWeek: availability ? String(availability.hoursPerWeek) : "40",
      noticeWeeks: availability ? String(availability.noticeWeeks) : "",
    },
    resolver: contractResolver<Values>({
      schema: async () => {
        const c = await contracts();
        const list: Array<[string, SafeParser]> = [];
        if (parts.preferences) list.push(["preferences", c.Preferences as unknown as SafeParser]);
        if (parts.availability)
          list.push(["availability", c.Availability as unknown as SafeParser]);
        return combined(list);
      },
      toPayload: payload,
      texts,
      fieldOf: (path) => String(path[1] ?? "root"),
      refine: (v) => {
        const out: Partial<Record<keyof Values, string>> = {};
        if (parts.preferences) {
          if (!v.searchStatus) out.searchStatus = texts.required;
          if (v.modalities.length === 0) out.modalities = t("chooseOne");
          if (v.contractTypes.length === 0) out.contractTypes = t("chooseOne");
          if (v.countries.length === 0) out.countries = t("chooseCountry");
          const amount = parseAmount(v.salary.amount);
          if (v.salary.amount.trim() === "") out.salary = texts.required;
          else if (!amount || amount <= 0) out.salary = t("amountInvalid");
        }
        if (parts.availability) {
          const hours = int(v.hoursPerWeek);
          const notice = int(v.noticeWeeks);
          if (
            v.hoursPerWeek.trim() &&
            (!Number.isInteger(hours) || (hours ?? 0) < 1 || (hours ?? 0) > 80)
          )
            out.hoursPerWeek = t("hoursRange");
          if (
            v.noticeWeeks.trim() &&
            (!Number.isInteger(notice) || (notice ?? 0) < 0 || (notice ?? 0) > 26)
          )
            out.noticeWeeks = t("noticeRange");
        }
        return out;
      },
    }),
  });
  const onError = useSaveErrorHandler(
    setError,
    {
      searchStatus: "searchStatus",
      modalities: "modalities",
      salary: "salary",
      countries: "countries",
      contractTypes: "contractTypes",
      availableFrom: "availableFrom",
      hoursPerWeek: "hoursPerWeek",
      noticeWeeks: "noticeWeeks",
    },
    { salary: t("salaryRange") },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (parts.preferences) {
        await api("/developers/me/preferences", { method: "PUT", body: prefPayload(values) });
      }
      if (parts.availability) {
        await api("/developers/me/availability", { method: "PUT", body: availPayload(values) });
      }
      await refresh();
      toast.success(t("saved"));
      onSaved?.();
    } catch (error) {
      onError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("formLabel")}>
      <Stack spacing={3}>
        <SavingFieldset saving={isSubmitting}>
          <Stack spacing={3}>
            {parts.preferences ? (
              <>
                <Field
                  label={t("searchStatus")}
                  required
                  registration={register("searchStatus")}
                  error={errors.searchStatus}
                  options={[
                    { value: "", label: t("choose") },
                    ...(Object.keys(searchStatusLabels) as SearchStatus[]).map((s) => ({
                      value: s,
                      label: searchStatusLabels[s][locale],
                    })),
                  ]}
                />
                <Controller
                  control={control}
                  name="modalities"
                  render={({ field }) => (
                    <CheckboxGroup
                      legend={t("modalities")}
                      required
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.modalities?.message}
                      options={(Object.keys(workModalityLabels) as WorkModality[]).map((m) => ({
                        value: m,
                        label: workModalityLabels[m][locale],
                      }))}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="salary"
                  render={({ field }) => (
                    <SalaryInput
                      legend={t("salary")}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.salary?.message ?? errors.salary?.amount?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="countries"
                  render={({ field }) => (
                    <CountriesPicker
                      label={t("countries")}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.countries?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="contractTypes"
                  render={({ field }) => (
                    <CheckboxGroup
                      legend={t("contractTypes")}
                      required
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.contractTypes?.message}
                      options={contractTypeKeys.map((c) => ({
                        value: c,
                        label: t(`contract.${c}`),
                      }))}
                    />
                  )}
                />
              </>
            ) : null}
            {parts.availability ? (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography
                  component="legend"
                  variant="subtitle1"
                  fontWeight={700}
                  sx={{ mb: 1.5 }}
                >
                  {t("availabilityLegend")}
                </Typography>
                <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                  <Field
                    label={t("availableFrom")}
                    type="date"
                    required
                    registration={register("availableFrom")}
                    error={errors.availableFrom}
                  />
                  <Field
                    label={t("hoursPerWeek")}
                    type="number"
                    inputMode="numeric"
                    required
                    min={1}
                    max={80}
                    registration={register("hoursPerWeek")}
                    error={errors.hoursPerWeek}
                  />
                  <Field
                    label={t("noticeWeeks")}
                    type="number"
                    inputMode="numeric"
                    required
                    min={0}
                    max={26}
                    registration={register("noticeWeeks")}
                    error={errors.noticeWeeks}
                  />
                </Stack>
              </Box>
            ) : null}
          </Stack>
        </SavingFieldset>
        <FormActions saving={isSubmitting} submitLabel={submitLabel} backHref={backHref} />
      </Stack>
    </Box>
  );
}

const notificationKeys = ["newOffers", "applicationUpdates", "messages", "newsletter"] as const;

/** Email notifications: one switch each, saved with PUT /developers/me/notifications. */
export function NotificationsForm({ value }: { value: NotificationPreferences }) {
  const t = useTranslations("Developer.notifications");
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<NotificationPreferences>({ defaultValues: value });
  const onError = useSaveErrorHandler(setError, {});
  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/developers/me/notifications", { method: "PUT", body: values });
      await refresh();
      toast.success(t("saved"));
    } catch (error) {
      onError(error);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("formLabel")}>
      <Stack spacing={2}>
        <SavingFieldset saving={isSubmitting}>
          <Typography component="legend" fontWeight={700} sx={{ mb: 1 }}>
            {t("legend")}
          </Typography>
          <Stack spacing={1}>
            {notificationKeys.map((key) => (
              <Controller
                key={key}
                control={control}
                name={key}
                render={({ field }) => (
                  <Box>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                        />
                      }
                      label={t(`${key}.label`)}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
                      {t(`${key}.help`)}
                    </Typography>
                  </Box>
                )}
              />
            ))}
          </Stack>
        </SavingFieldset>
        <FormActions saving={isSubmitting} submitLabel={t("save")} />
      </Stack>
    </Box>
  );
}
