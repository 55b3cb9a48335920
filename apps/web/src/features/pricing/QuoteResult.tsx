"use client";

import type { DirectQuote, StaffingQuote } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { CalculatorModel } from "./PricingCalculator";

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, py: 1 }}>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" fontWeight={700} sx={{ m: 0 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The calculator's figures and what the price includes (all from the configuration). */
export function QuoteResult({
  model,
  money,
  direct,
  staffing,
  minimumMonths,
}: {
  model: CalculatorModel;
  minimumMonths: number;
  money: (minor: number) => string;
  direct: DirectQuote | null;
  staffing: StaffingQuote | null;
}) {
  const t = useTranslations("PricingCalculator");
  const quote = direct ?? staffing;
  if (!quote) return null;
  const salaryNote = t(quote.salarySource === "given" ? "salaryGiven" : "salaryReference");
  return (
    <>
      <Box component="dl" sx={{ m: 0 }} aria-live="polite">
        <Figure label={salaryNote} value={money(quote.monthlySalaryMinor)} testId="quote-salary" />
        {direct ? (
          <>
            <Figure
              label={t("direct.fee", { percent: percent(direct.feeBasisPoints) })}
              value={money(direct.feeMinor)}
              testId="quote-fee"
            />
            <Figure
              label={t("direct.annual")}
              value={money(direct.annualSalaryMinor)}
              testId="quote-annual"
            />
          </>
        ) : null}
        {staffing ? (
          <>
            <Figure
              label={t("staffing.margin", { percent: percent(staffing.marginBasisPoints) })}
              value={money(staffing.monthlyMarginMinor)}
              testId="quote-margin"
            />
            <Figure
              label={t("staffing.rate")}
              value={money(staffing.monthlyRateMinor)}
              testId="quote-rate"
            />
            <Figure
              label={t("staffing.total", { months: staffing.months })}
              value={money(staffing.totalMinor)}
              testId="quote-total"
            />
          </>
        ) : null}
      </Box>
      <Typography component="h4" variant="h6" sx={{ mt: 3 }}>
        {t("included")}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 0 }}>
        {model === "direct" && direct ? (
          <>
            <li>{t("direct.includesSearch")}</li>
            <li>{t("direct.includesGuarantee", { days: direct.guaranteeDays })}</li>
            <li>{t("direct.includesOnce")}</li>
          </>
        ) : null}
        {model === "staffing" && staffing ? (
          <>
            <li>{t("staffing.includesPayroll")}</li>
            <li>{t("staffing.includesMinimum", { months: minimumMonths })}</li>
            <li>{t("staffing.includesMonthly")}</li>
          </>
        ) : null}
      </Box>
    </>
  );
}
