import type { JobDetail, JobList, JobSitemap } from "@encaja/contracts";
import { cache } from "react";
import { queryFromSearchParams } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { routes } from "@/lib/api/routes";
import { serverCall } from "@/lib/api/server-call";
import { serverApiUrl, serverWebUrl } from "@/lib/config/server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answeredWith = (status: number) => (error: unknown) => {
  if (error instanceof ApiError && error.status === status) return null;
  throw error;
};

/** GET /jobs/{id} from the server side; null when the job is not on the public board. */
export const fetchJob = cache(async (id: string): Promise<JobDetail | null> => {
  if (!UUID.test(id)) return null;
  return serverCall(serverApiUrl(), routes.jobs.get, { params: { id } }).catch(answeredWith(404));
});

/** GET /jobs with the page's query string; null when the API refuses the filters (400). */
export async function fetchJobs(query: URLSearchParams): Promise<JobList | null> {
  const filters = queryFromSearchParams(routes.jobs.search, query);
  return serverCall(serverApiUrl(), routes.jobs.search, { query: filters }).catch(
    answeredWith(400),
  );
}

/** GET /jobs/sitemap: every open public job in one call (the API caches it briefly). */
export async function fetchJobSitemap(): Promise<JobSitemap> {
  return serverCall(serverApiUrl(), routes.jobs.sitemap, {});
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
