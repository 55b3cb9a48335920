"use client";

import { type Locale, Plan, type PlanLimits, planLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { formatMoneyFromMinor } from "@/lib/format/money";
import { usePricingConfig } from "./usePricingConfig";

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

/** `/pricing`: direct hire vs staffing and each plan's limits, with the configured figures. */
export function PricingComparison() {
  const t = useTranslations("PricingCalculator.compare");
  const locale = useLocale() as Locale;
  const config = usePricingConfig();
  if (!config.data) return null;
  const { config: pricing } = config.data;
  const money = (minor: number) =>
    formatMoneyFromMinor(minor, pricing.currency, locale, { wholeUnits: true });
  const margins = Object.values(pricing.staffing.marginBasisPoints);
  const limit = (value: number | null) => (value === null ? t("unlimited") : String(value));
  const limits = (plan: Plan, limits: PlanLimits) =>
    t("limits", {
      plan: planLabels[plan][locale],
      offers: limit(limits.openOffers),
      associates: limit(limits.associates),
      views: limit(limits.profileViewsPerMonth),
    });

  return (
    <Box component="section" aria-labelledby="compare-title" sx={{ mt: 6 }}>
      <Typography id="compare-title" component="h3" variant="h4" sx={{ mb: 2 }}>
        {t("title")}
      </Typography>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "1fr 1fr" } }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h4" variant="h6">
            {t("direct.title")}
          </Typography>
          <Typography sx={{ my: 1 }}>
            {t("direct.body", {
              percent: percent(pricing.direct.feeBasisPoints),
              minimum: money(pricing.direct.minimumFeeMinor),
              days: pricing.direct.guaranteeDays,
            })}
          </Typography>
          <ButtonLink href="/pricing/direct" variant="outlined">
            {t("direct.calculator")}
          </ButtonLink>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h4" variant="h6">
            {t("staffing.title")}
          </Typography>
          <Typography sx={{ my: 1 }}>
            {t("staffing.body", {
              min: percent(Math.min(...margins)),
              max: percent(Math.max(...margins)),
              minimum: money(pricing.staffing.minimumMonthlyMarginMinor),
              months: pricing.staffing.minimumMonths,
            })}
          </Typography>
          <ButtonLink href="/pricing/staffing" variant="outlined">
            {t("staffing.calculator")}
          </ButtonLink>
        </Paper>
      </Box>
      <Box component="ul" sx={{ pl: 3, mt: 3 }}>
        {Plan.options.map((plan) => (
          <li key={plan}>{limits(plan, pricing.plans[plan])}</li>
        ))}
      </Box>
    </Box>
  );
}
