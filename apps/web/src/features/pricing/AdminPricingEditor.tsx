"use client";

import {
  type CurrencyCode,
  currencyCodes,
  type Locale,
  mainSkillCategoryLabels,
  Plan,
  type PricingConfig,
  planLabels,
  planLimitKinds,
  seniorities,
  seniorityLabels,
  TechRole,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { LastChangedLine } from "@/components/LastChangedLine";
import { PageHeading } from "@/components/PageHeading";
import { Controlled } from "@/features/forms/Controlled";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { Field } from "@/features/forms/Field";
import { InvalidFieldsAlert } from "@/features/forms/InvalidFieldsAlert";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { sameMessage } from "@/features/forms/sameMessage";
import { useContractForm } from "@/features/forms/useContractForm";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import {
  configFromForm,
  fieldOfConfigPath,
  formFromConfig,
  type PricingFormState,
} from "./pricingForm";
import { pricingConfigKey, usePricingConfig } from "./usePricingConfig";

type PricingValues = Record<string, string>;

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

/** react-hook-form reads "." in a field name as nesting: the form's flat keys use ":" instead. */
const fieldName = (key: string) => key.replaceAll(".", ":");
const stateOf = (values: PricingValues): PricingFormState =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name.replaceAll(":", "."), value]),
  );
const valuesOf = (state: PricingFormState): PricingValues =>
  Object.fromEntries(Object.entries(state).map(([key, value]) => [fieldName(key), value]));

/** Every figure's path in the configuration ("staffing.minimumMonths"), to map API errors. */
const configPaths = (value: unknown, prefix = ""): string[] =>
  value !== null && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) =>
        configPaths(inner, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

/** API error paths → the form's fields (role factors left out of a config are paths too). */
function serverPathsOf(config: PricingConfig): Record<string, string> {
  const paths = [
    ...configPaths(config),
    ...TechRole.options.map((role) => `roleFactorBasisPoints.${role}`),
  ];
  return Object.fromEntries(
    paths.map((path) => [path, fieldName(fieldOfConfigPath(path) ?? "root")]),
  );
}

function Editor({ view }: { view: NonNullable<ReturnType<typeof usePricingConfig>["data"]> }) {
  const t = useTranslations("AdminPricing");
  const locale = useLocale() as Locale;
  const call = useCall();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [defaultValues] = useState(() => valuesOf(formFromConfig(view.config)));
  const messages = sameMessage(Object.keys(defaultValues), t("errors.invalid"));

  const form = useContractForm<PricingValues>(
    "PricingConfig",
    async (values) => {
      const saved = await call(routes.pricing.updateConfig, {
        body: configFromForm(stateOf(values)),
      });
      queryClient.setQueryData(pricingConfigKey, saved);
      toast.success(t("saved"));
    },
    {
      defaultValues,
      toPayload: (values) => configFromForm(stateOf(values)),
      fieldOf: (path) => fieldName(fieldOfConfigPath(path.join(".")) ?? "root"),
      messages,
      serverPaths: serverPathsOf(view.config),
      serverMessages: messages,
      onInvalid: () => toast.error(t("errors.summary")),
    },
  );
  const currency = form.watch("currency") ?? "USD";
  const input = (key: string, label: string) => (
    <Field key={key} label={label} inputMode="decimal" {...form.field(fieldName(key))} />
  );

  return (
    <Stack spacing={4}>
      <LastChangedLine namespace="AdminPricing" change={view} />
      <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={t("formLabel")}>
        <Stack spacing={4}>
          <Group legend={t("currency.title")}>
            <Controlled form={form} name="currency">
              {(bound) => (
                <EnumSelect
                  label={t("currency.label")}
                  options={currencyCodes}
                  optionLabel={(c) => c}
                  {...bound}
                  value={bound.value as CurrencyCode}
                  error={undefined}
                />
              )}
            </Controlled>
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
          <InvalidFieldsAlert errors={form.errors} text={t("errors.summary")} />
          <Box>
            <SubmitButton
              submitting={form.submitting}
              label={t("save")}
              submittingLabel={t("saving")}
            />
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
