import {
  englishLevelLabels,
  type JobDetail,
  mainSkillCategoryLabels,
  seniorityLabels,
  skillLevelLabels,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { AppLocale } from "@/lib/format/locale";
import { countryList, salaryRange, shortDate } from "./format";
import { JobDescription } from "./JobDescription";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A job exactly as the public board shows it (also the matchers' preview). Renders on the
 * server for search engines and in the browser for the preview; `actions` holds the apply
 * button or the preview notice.
 */
export function JobView({
  job,
  actions,
  level = 1,
  notPublished,
  back,
}: {
  job: JobDetail;
  actions?: ReactNode;
  /** Shown instead of "Published on …" for an offer not published yet (staff previews). */
  notPublished?: string;
  /** A link back to the list the job was opened from (public job page only). */
  back?: ReactNode;
  /** 2 when embedded in a page that has its own h1 (offer details, form preview). */
  level?: 1 | 2;
}) {
  const title = level === 1 ? "h1" : "h2";
  const section = level === 1 ? "h2" : "h3";
  const sub = level === 1 ? "h3" : "h4";
  const t = useTranslations("Jobs.view");
  const locale = useLocale() as AppLocale;
  const countries = countryList(job.countries, locale);
  const required = job.skills.filter((s) => s.required);
  const niceToHave = job.skills.filter((s) => !s.required);
  const skillList = (items: JobDetail["skills"], title: string) =>
    items.length > 0 ? (
      <Box component="section" aria-label={title} sx={{ mb: 2 }}>
        <Typography component={sub} variant="subtitle1" fontWeight={700} gutterBottom>
          {title}
        </Typography>
        <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0 }}>
          {items.map((s) => (
            <Box component="li" key={s.code} sx={{ listStyle: "none" }}>
              <Chip
                variant="outlined"
                label={`${s.name} · ${skillLevelLabels[s.minLevel][locale]}`}
              />
            </Box>
          ))}
        </Box>
      </Box>
    ) : null;

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {back ? <Box sx={{ mb: 2 }}>{back}</Box> : null}
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {job.company?.name ?? t("confidential")} · {mainSkillCategoryLabels[job.techRole][locale]}
      </Typography>
      <Typography component={title} variant="h3" fontWeight={800} gutterBottom>
        {job.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {notPublished ?? t("published", { date: shortDate(job.publishedAt, locale) })}
      </Typography>
      {actions ? <Box sx={{ mb: 4 }}>{actions}</Box> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, mb: 4 }}>
        <Box
          component="dl"
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
            gap: 2,
            m: 0,
          }}
        >
          <Fact label={t("seniority")}>
            {job.seniorities.map((s) => seniorityLabels[s][locale]).join(", ")}
          </Fact>
          <Fact label={t("modality")}>
            {job.modalities.map((m) => workModalityLabels[m][locale]).join(", ")}
          </Fact>
          <Fact label={t("countries")}>{countries ?? t("anywhere")}</Fact>
          <Fact label={t("salary")}>
            {job.salary
              ? t("salaryValue", {
                  range: salaryRange(job.salary, locale),
                  period: t(`period.${job.salary.period}`),
                })
              : t("salaryHidden")}
          </Fact>
          <Fact label={t("english")}>{englishLevelLabels[job.minEnglishLevel][locale]}</Fact>
          <Fact label={t("hiring")}>
            {t(`hiringType.${job.hiringType}`)} · {t("openings", { count: job.openings })}
          </Fact>
          {job.mainStack ? <Fact label={t("stack")}>{job.mainStack.name}</Fact> : null}
        </Box>
      </Paper>
      <Stack component="section" aria-labelledby="job-skills" sx={{ mb: 4 }}>
        <Typography
          id="job-skills"
          component={section}
          variant="h5"
          fontWeight={700}
          sx={{ mb: 2 }}
        >
          {t("skills")}
        </Typography>
        {skillList(required, t("required"))}
        {skillList(niceToHave, t("niceToHave"))}
      </Stack>
      <Box component="section" aria-labelledby="job-description">
        <Typography id="job-description" component={section} variant="h5" fontWeight={700}>
          {t("description")}
        </Typography>
        <JobDescription markdown={job.description} />
      </Box>
    </Container>
  );
}
