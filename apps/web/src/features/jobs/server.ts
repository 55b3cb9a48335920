import type { JobDetail, JobList, JobSitemap } from "@encaja/contracts";
import { cache } from "react";
import { serverApiUrl, serverWebUrl } from "@/lib/config/server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /jobs/{id} from the server side; null when the job is not on the public board. */
export const fetchJob = cache(async (id: string): Promise<JobDetail | null> => {
  if (!UUID.test(id)) return null;
  const response = await fetch(`${serverApiUrl()}/jobs/${id}`, {
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /jobs/${id} answered ${response.status}`);
  return (await response.json()) as JobDetail;
});

/** GET /jobs with the page's query string; null when the API refuses the filters (400). */
export async function fetchJobs(query: URLSearchParams): Promise<JobList | null> {
  const qs = query.toString();
  const response = await fetch(`${serverApiUrl()}/jobs${qs ? `?${qs}` : ""}`, {
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  if (response.status === 400) return null;
  if (!response.ok) throw new Error(`GET /jobs answered ${response.status}`);
  return (await response.json()) as JobList;
}

/** GET /jobs/sitemap: every open public job in one call (the API caches it briefly). */
export async function fetchJobSitemap(): Promise<JobSitemap> {
  const response = await fetch(`${serverApiUrl()}/jobs/sitemap`, {
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`GET /jobs/sitemap answered ${response.status}`);
  return (await response.json()) as JobSitemap;
}

/** Absolute URL of a path in a locale (Spanish has no prefix). */
export function absoluteUrl(path: string, locale: "es" | "en"): string {
  const prefix = locale === "en" ? "/en" : "";
  return `${serverWebUrl()}${prefix}${path === "/" && prefix ? "" : path}`;
}

/** canonical + hreflang alternates (es, en, x-default) for a public path. */
export function alternatesFor(path: string, locale: "es" | "en") {
  return {
    canonical: absoluteUrl(path, locale),
    languages: {
      es: absoluteUrl(path, "es"),
      en: absoluteUrl(path, "en"),
      "x-default": absoluteUrl(path, "es"),
    },
  };
}
