import type { MetadataRoute } from "next";
import { absoluteUrl, fetchJobSitemap } from "@/features/jobs/server";

// Open jobs change all the time: built per request, never at build time.
export const dynamic = "force-dynamic";

const publicPages = ["/", "/jobs", "/job-search", "/developers", "/hire", "/pricing", "/apply"];

function entry(path: string, lastModified?: string): MetadataRoute.Sitemap[number] {
  return {
    url: absoluteUrl(path, "es"),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: { es: absoluteUrl(path, "es"), en: absoluteUrl(path, "en") } },
  };
}

/** /sitemap.xml: the public pages and every open public job, each with its es/en URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = publicPages.flatMap((path) => [entry(path)]);
  // One API call (ADR 0017): the API lists every open public job and caches the list briefly.
  const { items } = await fetchJobSitemap();
  for (const job of items) entries.push(entry(`/jobs/${job.id}`, job.publishedAt ?? undefined));
  // Both locales are listed as URLs of their own (hreflang alternates tie them together).
  return entries.flatMap((e) => {
    const en = e.alternates?.languages?.en;
    return en ? [e, { ...e, url: en }] : [e];
  });
}
