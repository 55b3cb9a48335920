import type { JobDetail } from "@encaja/contracts";

const unitText = { hour: "HOUR", month: "MONTH", year: "YEAR" } as const;

/** Plain text of a markdown description (for meta descriptions and JSON-LD). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_~]+/g, "")
    .replace(/^[\s>#|-]+/gm, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A short summary for `<meta name="description">` and Open Graph. */
export function summaryOf(job: JobDetail, max = 160): string {
  const text = markdownToText(job.description);
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * schema.org JobPosting for search engines. `confidentialName` replaces the company name
 * when the offer hides it (Google requires a hiring organization).
 */
export function jobPostingJsonLd(job: JobDetail, url: string, confidentialName: string) {
  const remote = job.modalities.includes("remote");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: markdownToText(job.description) || job.title,
    datePosted: job.publishedAt,
    url,
    identifier: { "@type": "PropertyValue", name: "Encaja", value: job.id },
    directApply: true,
    employmentType: job.hiringType === "staffing" ? "CONTRACTOR" : "FULL_TIME",
    totalJobOpenings: job.openings,
    hiringOrganization: { "@type": "Organization", name: job.company?.name ?? confidentialName },
    skills: job.skills.map((s) => s.name).join(", "),
    ...(remote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(job.countries.length > 0
      ? {
          applicantLocationRequirements: job.countries.map((c) => ({
            "@type": "Country",
            name: c,
          })),
          ...(remote
            ? {}
            : {
                jobLocation: job.countries.map((c) => ({
                  "@type": "Place",
                  address: { "@type": "PostalAddress", addressCountry: c },
                })),
              }),
        }
      : {}),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: unitText[job.salary.period],
            },
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
