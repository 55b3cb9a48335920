import type { JobFacets } from "@encaja/contracts";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import marketing from "@/features/marketing/marketing.module.css";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import type { RawSearchParams } from "@/lib/search/params";
import styles from "./board.module.css";
import { JobCard } from "./JobCard";
import { jobSearchQuery } from "./searchParams";
import { fetchJobs } from "./server";

/**
 * /jobs (the latest open jobs) and /job-search (the same list with filters and facets, all in
 * the URL). Server-rendered plain HTML: the results are in the HTML search engines and shared
 * links get, and /jobs ships no UI kit (ADR 0040). The search page passes its filters (a client
 * component) as `filters`, so the board's module graph does not import them.
 */
export async function JobBoard({
  locale,
  searchParams,
  filters,
}: {
  locale: AppLocale;
  searchParams: RawSearchParams;
  filters?: (props: { query: string; facets: JobFacets | null }) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Jobs" });
  const withFilters = filters !== undefined;
  const query = withFilters
    ? jobSearchQuery(searchParams)
    : jobSearchQuery({ cursor: searchParams.cursor });
  const list = await fetchJobs(query);
  const base = withFilters ? "/job-search" : "/jobs";
  const nextQuery = new URLSearchParams(query);
  if (list?.nextCursor) nextQuery.set("cursor", list.nextCursor);
  const firstPage = new URLSearchParams(query);
  firstPage.delete("cursor");
  const buttonClass = (variant: "outlined" | "plain") =>
    `${marketing.button} ${marketing[variant]}`;

  return (
    <div className={`enc-container ${styles.board}`}>
      <h1 className={styles.title}>{withFilters ? t("search.title") : t("board.title")}</h1>
      <p className={styles.lead}>{withFilters ? t("search.lead") : t("board.lead")}</p>
      <div className={`${styles.layout} ${withFilters ? styles.withFilters : ""}`}>
        {filters?.({ query: query.toString(), facets: list?.facets ?? null })}
        <section aria-labelledby="job-results">
          <div className={styles.resultsHead}>
            <h2 id="job-results" className={styles.total} role="status">
              {list ? t("search.total", { count: list.facets.total }) : t("search.invalid")}
            </h2>
            {withFilters ? null : (
              <Link href="/job-search" className={buttonClass("outlined")}>
                {t("board.toSearch")}
              </Link>
            )}
          </div>
          {list === null ? (
            <p className={`${styles.notice} ${styles.warning}`} role="alert">
              {t("search.invalidHelp")}
            </p>
          ) : null}
          {list && list.items.length === 0 ? (
            <p className={`${styles.notice} ${styles.info}`}>{t("search.empty")}</p>
          ) : null}
          <ul className={styles.list}>
            {(list?.items ?? []).map((job) => (
              <li key={job.id}>
                <JobCard job={job} from={`${base}${query.size ? `?${query}` : ""}`} />
              </li>
            ))}
          </ul>
          <nav className={styles.pager} aria-label={t("search.pages")}>
            {query.has("cursor") ? (
              <Link
                href={`${base}${firstPage.size ? `?${firstPage}` : ""}`}
                className={buttonClass("plain")}
              >
                {t("search.first")}
              </Link>
            ) : null}
            {list?.nextCursor ? (
              <Link href={`${base}?${nextQuery}`} className={buttonClass("outlined")}>
                {t("search.next")}
              </Link>
            ) : null}
          </nav>
        </section>
      </div>
    </div>
  );
}
