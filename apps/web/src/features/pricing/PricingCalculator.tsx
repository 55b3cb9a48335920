"use client";

import {
  directQuote,
  type Locale,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  type PricingConfig,
  type Seniority,
  seniorityLabels,
  staffingQuote,
  toMinor,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { techRoles } from "@/features/offers/OffersPage";
import { SessionProgress } from "@/features/session/SessionProgress";
import { formatMoneyFromMinor } from "@/lib/format/money";
import { QuoteResult } from "./QuoteResult";
import { usePricingConfig } from "./usePricingConfig";

export type CalculatorModel = "direct" | "staffing";

export type CalculatorInput = {
  seniority: Seniority;
  role: Exclude<MainSkillCategory, "invalid">;
  salary: string;
  months: string;
};

/** The quote input from what was typed: a salary in whole units, months for staffing. */
export function quoteInput(input: CalculatorInput, config: PricingConfig) {
  const salary = Number(input.salary.replace(/[^\d]/g, ""));
  const months = Number(input.months);
  return {
    seniority: input.seniority,
    role: input.role,
    ...(salary > 0 ? { monthlySalaryMinor: toMinor(salary, config.currency) } : {}),
    months: Number.isInteger(months) && months >= 1 && months <= 60 ? months : 12,
  };
}

/** `/pricing/direct` and `/pricing/staffing`: the figures for a profile, from the configuration. */
export function PricingCalculator({ model }: { model: CalculatorModel }) {
  const t = useTranslations("PricingCalculator");
  const locale = useLocale() as Locale;
  const config = usePricingConfig();
  const [input, setInput] = useState<CalculatorInput>({
    seniority: "semi_senior",
    role: "backend",
    salary: "",
    months: "12",
  });
  if (config.isPending) return <SessionProgress />;
  if (config.isError) return <Alert severity="warning">{t("unavailable")}</Alert>;
  const pricing = config.data.config;
  const money = (minor: number) => formatMoneyFromMinor(minor, pricing.currency, locale);
  const asked = quoteInput(input, pricing);
  const set = (key: keyof CalculatorInput) => (e: { target: { value: string } }) =>
    setInput((v) => ({ ...v, [key]: e.target.value }));
  const select = (label: string, key: "seniority" | "role", options: Array<[string, string]>) => (
    <TextField
      select
      label={label}
      value={input[key]}
      onChange={set(key)}
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
    <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: { md: "1fr 1fr" } }}>
      <Box component="form" aria-label={t("inputs")} onSubmit={(e) => e.preventDefault()}>
        <Box sx={{ display: "grid", gap: 2 }}>
          {select(
            t("seniority"),
            "seniority",
            (Object.keys(seniorityLabels) as Seniority[]).map((s) => [
              s,
              seniorityLabels[s][locale],
            ]),
          )}
          {select(
            t("role"),
            "role",
            techRoles.map((r) => [r, mainSkillCategoryLabels[r][locale]]),
          )}
          <TextField
            label={t("salary", { currency: pricing.currency })}
            helperText={t("salaryHelp")}
            value={input.salary}
            onChange={set("salary")}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: "numeric" } }}
          />
          {model === "staffing" ? (
            <TextField
              type="number"
              label={t("months")}
              helperText={t("monthsHelp", { months: pricing.staffing.minimumMonths })}
              value={input.months}
              onChange={set("months")}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 60 } }}
            />
          ) : null}
        </Box>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="quote-title" sx={{ p: 3 }}>
        <Typography id="quote-title" component="h3" variant="h5" sx={{ mb: 2 }}>
          {t("result")}
        </Typography>
        <QuoteResult
          model={model}
          money={money}
          minimumMonths={pricing.staffing.minimumMonths}
          direct={model === "direct" ? directQuote(asked, pricing) : null}
          staffing={model === "staffing" ? staffingQuote(asked, pricing) : null}
        />
      </Paper>
    </Box>
  );
}
