import {
  companySizeLabels,
  englishLevelLabels,
  industryLabels,
  type JobDetail,
  mainSkillCategoryLabels,
  projectTypeLabels,
  seniorityLabels,
  skillLevelLabels,
  workModalityLabels,
} from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { workingHoursText, zoneName } from "@/lib/format/workingDay";
import { countryList, salaryRange } from "./format";
import { JobDescription } from "./JobDescription";
import styles from "./job.module.css";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
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
  const Title = level === 1 ? "h1" : "h2";
  const Section = level === 1 ? "h2" : "h3";
  const Sub = level === 1 ? "h3" : "h4";
  const t = useTranslations("Jobs.view");
  const locale = useLocale() as AppLocale;
  const countries = countryList(job.countries, locale);
  const companyContext = [
    job.industry ? industryLabels[job.industry][locale] : null,
    job.companySize ? companySizeLabels[job.companySize][locale] : null,
  ].filter(Boolean);
  const zone = job.timeZone ? { zone: zoneName(job.timeZone), day: workingHoursText(null) } : null;
  const required = job.skills.filter((s) => s.required);
  const niceToHave = job.skills.filter((s) => !s.required);
  const skillList = (items: JobDetail["skills"], title: string) =>
    items.length > 0 ? (
      <section aria-label={title} className={styles.skillGroup}>
        <Sub className={styles.skillTitle}>{title}</Sub>
        <ul className={styles.chips}>
          {items.map((s) => (
            <li key={s.code} className={styles.chip}>
              {`${s.name} · ${skillLevelLabels[s.minLevel][locale]}`}
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <article className={styles.article}>
      {back ? <div className={styles.back}>{back}</div> : null}
      <p className={styles.muted}>
        {job.company?.name ?? t("confidential")} · {mainSkillCategoryLabels[job.techRole][locale]}
      </p>
      <Title className={styles.title}>{job.title}</Title>
      <p className={styles.published}>
        {notPublished ?? t("published", { date: formatDate(job.publishedAt, locale) })}
      </p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <dl className={styles.facts}>
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
        {companyContext.length > 0 ? (
          <Fact label={t("industry")}>{companyContext.join(" · ")}</Fact>
        ) : null}
        {job.projectType ? (
          <Fact label={t("projectType")}>{projectTypeLabels[job.projectType][locale]}</Fact>
        ) : null}
        {zone ? (
          <Fact label={t("timeZone")}>
            {job.minOverlapHours > 0
              ? t("timeZoneOverlap", { ...zone, hours: job.minOverlapHours })
              : t("timeZoneOnly", zone)}
          </Fact>
        ) : null}
      </dl>
      <section aria-labelledby="job-skills" className={styles.section}>
        <Section id="job-skills" className={styles.sectionTitle}>
          {t("skills")}
        </Section>
        {skillList(required, t("required"))}
        {skillList(niceToHave, t("niceToHave"))}
      </section>
      <section aria-labelledby="job-description">
        <Section id="job-description" className={styles.sectionTitle}>
          {t("description")}
        </Section>
        <JobDescription markdown={job.description} />
      </section>
    </article>
  );
}
