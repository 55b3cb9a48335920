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
  const figures: Array<{ testId: string; label: string; minor: number }> = [
    { testId: "quote-salary", label: salaryNote, minor: quote.monthlySalaryMinor },
    ...(direct
      ? [
          {
            testId: "quote-fee",
            label: t("direct.fee", { percent: percent(direct.feeBasisPoints) }),
            minor: direct.feeMinor,
          },
          { testId: "quote-annual", label: t("direct.annual"), minor: direct.annualSalaryMinor },
        ]
      : []),
    ...(staffing
      ? [
          {
            testId: "quote-margin",
            label: t("staffing.margin", { percent: percent(staffing.marginBasisPoints) }),
            minor: staffing.monthlyMarginMinor,
          },
          { testId: "quote-rate", label: t("staffing.rate"), minor: staffing.monthlyRateMinor },
          {
            testId: "quote-total",
            label: t("staffing.total", { months: staffing.months }),
            minor: staffing.totalMinor,
          },
        ]
      : []),
  ];
  return (
    <>
      <Box component="dl" sx={{ m: 0 }} aria-live="polite">
        {figures.map(({ testId, label, minor }) => (
          <Figure key={testId} label={label} value={money(minor)} testId={testId} />
        ))}
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
