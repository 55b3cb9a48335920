"use client";

import {
  currencyCodes,
  type Locale,
  mainSkillCategoryLabels,
  Plan,
  planLabels,
  planLimitKinds,
  routes,
  seniorities,
  seniorityLabels,
  TechRole,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format/dates";
import {
  configFromForm,
  fieldOfConfigPath,
  formFromConfig,
  type PricingFormState,
} from "./pricingForm";
import { pricingConfigKey, usePricingConfig } from "./usePricingConfig";

function Group({ legend, help, children }: { legend: string; help?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {help}
        </Typography>
      ) : null}
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** `/admin/pricing`: superAdmin edits the one pricing configuration (a new version each save). */
export function AdminPricingEditor() {
  const t = useTranslations("AdminPricing");
  const config = usePricingConfig();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      {config.data ? (
        <Editor key={config.data.updatedAt ?? "initial"} view={config.data} />
      ) : config.isError ? (
        <Alert severity="error">{t("failed")}</Alert>
      ) : (
        <SessionProgress />
      )}
    </Container>
  );
}

function Editor({ view }: { view: NonNullable<ReturnType<typeof usePricingConfig>["data"]> }) {
  const t = useTranslations("AdminPricing");
  const locale = useLocale() as Locale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PricingFormState>(() => formFromConfig(view.config));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { PricingConfig } = await import("@encaja/contracts");
    const body = configFromForm(form);
    const result = PricingConfig.safeParse(body);
    const found: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = fieldOfConfigPath(issue.path.join("."));
      if (field) found[field] = t("errors.invalid");
    }
    setErrors(found);
    if (!result.success) {
      toast.error(t("errors.summary"));
      return;
    }
    setSaving(true);
    try {
      const saved = await call(routes.pricing.updateConfig, { body: result.data });
      queryClient.setQueryData(pricingConfigKey, saved);
      toast.success(t("saved"));
    } catch (error) {
      if (error instanceof ApiError) {
        const server: Record<string, string> = {};
        for (const item of error.envelope?.errors ?? []) {
          const field = fieldOfConfigPath(item.path);
          if (field) server[field] = t("errors.invalid");
        }
        setErrors(server);
      }
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const input = (key: string, label: string, helper?: string) => (
    <TextField
      key={key}
      label={label}
      value={form[key] ?? ""}
      onChange={(e) => {
        setForm((f) => ({ ...f, [key]: e.target.value }));
        setErrors((x) => ({ ...x, [key]: "" }));
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] || helper}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: "decimal" } }}
    />
  );
  const currency = form.currency ?? "USD";

  return (
    <Stack spacing={4}>
      <Typography color="text.secondary">
        {view.updatedAt
          ? t("lastChanged", {
              name: view.updatedBy ?? t("someone"),
              date: formatDateTime(view.updatedAt, locale),
            })
          : t("neverChanged")}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t("formLabel")}>
        <Stack spacing={4}>
          <Group legend={t("currency.title")}>
            <TextField
              select
              label={t("currency.label")}
              value={currency}
              onChange={(e) => setForm((f) => ({ ...f, currency: e.target.value }))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {currencyCodes.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </TextField>
          </Group>
          <Group legend={t("direct.title")}>
            {input("direct.fee", t("direct.fee"))}
            {input("direct.minimumFee", t("direct.minimumFee", { currency }))}
            {input("direct.guaranteeDays", t("direct.guaranteeDays"))}
          </Group>
          <Group legend={t("staffing.title")}>
            {seniorities.map((s) =>
              input(`margin.${s}`, t("staffing.margin", { seniority: seniorityLabels[s][locale] })),
            )}
            {input(
              "staffing.minimumMonthlyMargin",
              t("staffing.minimumMonthlyMargin", { currency }),
            )}
            {input("staffing.minimumMonths", t("staffing.minimumMonths"))}
          </Group>
          <Group legend={t("reference.title")} help={t("reference.help")}>
            {seniorities.map((s) =>
              input(
                `reference.${s}`,
                t("reference.salary", { seniority: seniorityLabels[s][locale], currency }),
              ),
            )}
          </Group>
          <Group legend={t("roles.title")} help={t("roles.help")}>
            {TechRole.options.map((role) =>
              input(
                `role.${role}`,
                t("roles.factor", { role: mainSkillCategoryLabels[role][locale] }),
              ),
            )}
          </Group>
          {Plan.options.map((plan) => (
            <Group
              key={plan}
              legend={t("plans.title", { plan: planLabels[plan][locale] })}
              help={t("plans.help")}
            >
              {planLimitKinds.map((kind) => input(`plans.${plan}.${kind}`, t(`plans.${kind}`)))}
            </Group>
          ))}
          {Object.values(errors).some(Boolean) ? (
            <Alert severity="error" role="alert">
              {t("errors.summary")}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {saving ? t("saving") : t("save")}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
