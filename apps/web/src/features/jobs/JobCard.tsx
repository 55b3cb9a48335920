"use client";

import {
  type Job,
  mainSkillCategoryLabels,
  seniorityLabels,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/lib/format/locale";
import { countryList, salaryRange, shortDate } from "./format";

/** One job in a result list: title (the link), company, role, seniority, where, salary. */
export function JobCard({ job, from }: { job: Job; from?: string }) {
  const t = useTranslations("Jobs.view");
  const locale = useLocale() as AppLocale;
  const facts = [
    mainSkillCategoryLabels[job.techRole][locale],
    job.seniorities.map((s) => seniorityLabels[s][locale]).join(", "),
    job.modalities.map((m) => workModalityLabels[m][locale]).join(", "),
    countryList(job.countries, locale) ?? t("anywhere"),
  ];
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardActionArea
        component={Link}
        href={from ? `/jobs/${job.id}?from=${encodeURIComponent(from)}` : `/jobs/${job.id}`}
      >
        <CardContent>
          <Typography component="h2" variant="h6" fontWeight={700}>
            {job.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {job.company?.name ?? t("confidential")}
          </Typography>
          <Typography variant="body2">{facts.join(" · ")}</Typography>
          <Box sx={{ display: "flex", justifyContent: "space-between", mt: 1, gap: 2 }}>
            <Typography variant="body2" fontWeight={600}>
              {job.salary
                ? t("salaryValue", {
                    range: salaryRange(job.salary, locale),
                    period: t(`period.${job.salary.period}`),
                  })
                : ""}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {shortDate(job.publishedAt, locale)}
            </Typography>
          </Box>
          {job.skills.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {job.skills
                .slice(0, 8)
                .map((s) => s.name)
                .join(" · ")}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
