import type { JobDetail } from "@encaja/contracts";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import { ApplyArea } from "./ApplyArea";
import { JobView } from "./JobView";
import styles from "./job.module.css";
import { jobPostingJsonLd, serializeJsonLd, summaryOf } from "./jsonLd";
import { jobListBackHref } from "./searchParams";
import { absoluteUrl, alternatesFor } from "./server";

/** Title, description, canonical + hreflang and Open Graph of a public job page. */
export async function jobMetadata(job: JobDetail, locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Jobs.view" });
  const path = `/jobs/${job.id}`;
  const title = job.company ? `${job.title} · ${job.company.name}` : job.title;
  const description = summaryOf(job) || t("metaFallback", { title: job.title });
  return {
    title,
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      type: "website",
      title,
      description,
      url: absoluteUrl(path, locale),
      siteName: "Encaja",
      locale: locale === "en" ? "en_US" : "es_ES",
    },
    twitter: { card: "summary", title, description },
  };
}

/** /jobs/{id}: the public job, its JSON-LD, and the apply button. */
export async function JobPage({
  job,
  locale,
  from,
}: {
  job: JobDetail;
  locale: AppLocale;
  /** `?from=`: the job list (with its search) the job was opened from. */
  from?: string | string[] | undefined;
}) {
  const t = await getTranslations({ locale, namespace: "Jobs.view" });
  const jsonLd = jobPostingJsonLd(job, absoluteUrl(`/jobs/${job.id}`, locale), t("confidential"));
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes <, > and &.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <ClientMessages namespaces={["Jobs"]}>
        <JobView
          job={job}
          actions={<ApplyArea jobId={job.id} />}
          back={
            <Link href={jobListBackHref(from)} className={styles.link}>
              ← {t("backToList")}
            </Link>
          }
        />
      </ClientMessages>
    </>
  );
}
