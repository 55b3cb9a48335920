import type { MetadataRoute } from "next";
import { absoluteUrl, fetchJobs } from "@/features/jobs/server";

// Open jobs change all the time: built per request, never at build time.
export const dynamic = "force-dynamic";

const MAX_PAGES = 50;
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
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: "100" });
    if (cursor) query.set("cursor", cursor);
    const list = await fetchJobs(query);
    if (!list) break;
    for (const job of list.items) entries.push(entry(`/jobs/${job.id}`, job.publishedAt));
    cursor = list.nextCursor;
    if (!cursor) break;
  }
  // Both locales are listed as URLs of their own (hreflang alternates tie them together).
  return entries.flatMap((e) => {
    const en = e.alternates?.languages?.en;
    return en ? [e, { ...e, url: en }] : [e];
  });
}
