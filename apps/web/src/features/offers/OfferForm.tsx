"use client";

import {
  type CurrencyCode,
  currencyCodes,
  type EnglishLevel,
  englishLevelLabels,
  type HiringType,
  type Locale,
  mainSkillCategoryLabels,
  type OfferDetail,
  type SalaryPeriod,
  type Seniority,
  seniorityLabels,
  type WorkModality,
  workModalityLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useState } from "react";
import { useStacks } from "@/features/developer/queries";
import { CountriesPicker } from "@/features/forms/pickers/CountriesPicker";
import { issueMessage } from "@/features/forms/resolver";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { JobView } from "@/features/jobs/JobView";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { CustomerPicker } from "./CustomerPicker";
import { OfferSkillsPicker } from "./OfferSkillsPicker";
import { techRoles } from "./OffersPage";
import {
  budgetProblem,
  emptyOfferForm,
  fieldOfPath,
  formAsJob,
  formFromOffer,
  type OfferFormField,
  type OfferFormState,
  offerPayload,
} from "./offerForm";
import { useRefreshOffers } from "./queries";

type Errors = Partial<Record<OfferFormField, string>>;
const keysOf = <T extends string>(labels: Record<T, unknown>) => Object.keys(labels) as T[];

function Group({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" fontWeight={700} sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 2 }}>
        {children}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/** /matchers/new-offer and /matchers/edit-offer/{id}: one form, a live preview. */
export function OfferForm({ offer }: { offer?: OfferDetail }) {
  const t = useTranslations("Offers.form");
  const locale = useLocale() as Locale;
  const texts = useFormTexts();
  const call = useCall();
  const router = useRouter();
  const toast = useToast();
  const showError = useApiErrorToast();
  const refresh = useRefreshOffers();
  const stacks = useStacks();
  const [form, setForm] = useState<OfferFormState>(offer ? formFromOffer(offer) : emptyOfferForm);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const set = <K extends keyof OfferFormState>(key: K, value: OfferFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({
      ...e,
      [key]: undefined,
      ...(key.startsWith("budget") ? { budget: undefined } : {}),
    }));
  };
  const toggle = <T extends string>(key: "seniorities" | "modalities", value: T) => {
    const list = form[key] as string[];
    set(key, (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]) as never);
  };

  const validate = async (): Promise<Errors> => {
    const found: Errors = {};
    if (budgetProblem(form) === "order") found.budget = t("errors.budgetOrder");
    const { CreateOfferRequest } = await import("@encaja/contracts");
    const payload = offerPayload(form);
    const result = CreateOfferRequest.safeParse(payload);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOfPath(issue.path.join("."));
        if (!field || found[field]) continue;
        if (field === "budget") found.budget = t("errors.budget");
        else if (field === "customer") found.customer = texts.required;
        else {
          const value = (payload as Record<string, unknown>)[String(issue.path[0])];
          found[field] = issueMessage(
            issue as never,
            Array.isArray(value) && value.length === 0 ? "" : value,
            texts,
          );
        }
      }
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
      const body = offerPayload(form);
      const { routes } = await import("@encaja/contracts");
      const saved = offer
        ? await call(routes.offers.update, { params: { id: offer.id }, body })
        : await call(routes.offers.create, { body });
      await refresh();
      toast.success(offer ? t("updated") : t("created"));
      router.push(`/matchers/offer/${saved.id}`);
    } catch (error) {
      if (error instanceof ApiError) {
        const serverErrors: Errors = {};
        for (const item of error.envelope?.errors ?? []) {
          const field = fieldOfPath(item.path);
          if (field && !serverErrors[field])
            serverErrors[field] = locale === "en" ? item.message : t("errors.invalid");
        }
        setErrors(serverErrors);
      }
      showError(error);
      setSaving(false);
    }
  };

  const select = (
    label: string,
    key: keyof OfferFormState,
    options: Array<[string, string]>,
    required = true,
  ) => (
    <TextField
      select
      fullWidth
      required={required}
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
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
    <Stack spacing={4}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={3}>
          <CustomerPicker
            value={form.customer}
            onChange={(v) => set("customer", v)}
            label={t("customer")}
            error={errors.customer}
            required
          />
          <TextField
            required
            label={t("title")}
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 140 } }}
          />
          <TextField
            label={t("description")}
            value={form.description}
            multiline
            minRows={8}
            onChange={(e) => set("description", e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description ?? t("descriptionHelp")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {select(t("techRole"), "techRole", [
              ["", t("choose")],
              ...techRoles.map((r): [string, string] => [r, mainSkillCategoryLabels[r][locale]]),
            ])}
            {select(
              t("mainStack"),
              "mainStackCode",
              [
                ["", t("noStack")],
                ...(stacks.data?.items ?? []).map((s): [string, string] => [s.code, s.name]),
              ],
              false,
            )}
            {select(
              t("english"),
              "minEnglishLevel",
              keysOf<EnglishLevel>(englishLevelLabels).map((l) => [
                l,
                englishLevelLabels[l][locale],
              ]),
            )}
            {select(
              t("hiringType"),
              "hiringType",
              (["direct", "staffing"] as HiringType[]).map((h) => [h, t(`hiring.${h}`)]),
            )}
          </Box>
          <Group legend={t("seniorities")} error={errors.seniorities}>
            {keysOf<Seniority>(seniorityLabels).map((s) => (
              <FormControlLabel
                key={s}
                control={
                  <Checkbox
                    checked={form.seniorities.includes(s)}
                    onChange={() => toggle("seniorities", s)}
                  />
                }
                label={seniorityLabels[s][locale]}
              />
            ))}
          </Group>
          <Group legend={t("modalities")} error={errors.modalities}>
            {keysOf<WorkModality>(workModalityLabels).map((m) => (
              <FormControlLabel
                key={m}
                control={
                  <Checkbox
                    checked={form.modalities.includes(m)}
                    onChange={() => toggle("modalities", m)}
                  />
                }
                label={workModalityLabels[m][locale]}
              />
            ))}
          </Group>
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
                gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr 1fr" },
              }}
            >
              <TextField
                required
                label={t("budgetMin")}
                value={form.budgetMin}
                onChange={(e) => set("budgetMin", e.target.value)}
                error={Boolean(errors.budget)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: "numeric" } }}
              />
              <TextField
                required
                label={t("budgetMax")}
                value={form.budgetMax}
                onChange={(e) => set("budgetMax", e.target.value)}
                error={Boolean(errors.budget)}
                helperText={errors.budget}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    inputMode: "numeric",
                    "aria-invalid": errors.budget ? true : undefined,
                  },
                }}
              />
              {select(
                t("currency"),
                "currency",
                currencyCodes.map((c: CurrencyCode) => [c, c]),
              )}
              {select(
                t("period"),
                "period",
                (["month", "year", "hour"] as SalaryPeriod[]).map((p) => [p, t(`periods.${p}`)]),
              )}
            </Box>
          </Box>
          <TextField
            required
            type="number"
            label={t("openings")}
            value={form.openings}
            onChange={(e) => set("openings", e.target.value)}
            error={Boolean(errors.openings)}
            helperText={errors.openings}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 100 } }}
            sx={{ maxWidth: 200 }}
          />
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={form.showSalary}
                  onChange={(e) => set("showSalary", e.target.checked)}
                />
              }
              label={t("showSalary")}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.isPublic}
                  onChange={(e) => set("isPublic", e.target.checked)}
                />
              }
              label={t("isPublic")}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.confidential}
                  onChange={(e) => set("confidential", e.target.checked)}
                />
              }
              label={t("confidential")}
            />
          </Stack>
          {Object.values(errors).some(Boolean) ? (
            <Alert severity="error" role="alert">
              {t("errors.summary")}
            </Alert>
          ) : null}
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ justifyContent: "flex-end" }}
          >
            <Button
              variant="outlined"
              onClick={() => setPreview((p) => !p)}
              aria-expanded={preview}
            >
              {preview ? t("hidePreview") : t("showPreview")}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {saving ? t("saving") : offer ? t("save") : t("create")}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {preview ? (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t("previewLabel")}
          sx={{ borderRadius: 3 }}
        >
          <JobView
            job={formAsJob(form, offer?.publishedAt ?? new Date().toISOString())}
            level={2}
            notPublished={offer?.publishedAt ? undefined : t("notPublished")}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
