import {
  type Job,
  mainSkillCategoryLabels,
  seniorityLabels,
  workModalityLabels,
} from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import styles from "./board.module.css";
import { countryList, salaryRange } from "./format";

/**
 * One job in a result list: title, company, role, seniority, where, salary. The whole card is
 * the link. A server component in plain HTML (no UI kit on /jobs, ADR 0040).
 */
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
    <Link
      className={styles.card}
      href={from ? `/jobs/${job.id}?from=${encodeURIComponent(from)}` : `/jobs/${job.id}`}
    >
      <h2 className={styles.cardTitle}>{job.title}</h2>
      <p className={styles.company}>{job.company?.name ?? t("confidential")}</p>
      <p className={styles.small}>{facts.join(" · ")}</p>
      <div className={styles.cardFoot}>
        <span className={`${styles.small} ${styles.salary}`}>
          {job.salary
            ? t("salaryValue", {
                range: salaryRange(job.salary, locale),
                period: t(`period.${job.salary.period}`),
              })
            : ""}
        </span>
        <span className={`${styles.small} ${styles.muted}`}>
          {formatDate(job.publishedAt, locale)}
        </span>
      </div>
      {job.skills.length > 0 ? (
        <p className={`${styles.small} ${styles.muted} ${styles.skills}`}>
          {job.skills
            .slice(0, 8)
            .map((s) => s.name)
            .join(" · ")}
        </p>
      ) : null}
    </Link>
  );
}
