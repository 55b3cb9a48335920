import {
  listOf as listParam,
  type RawSearchParams,
  setValue as setParam,
  toggleValue as toggleListValue,
} from "../../lib/search/params";

/** The /job-search query keys the API understands (anything else in the URL is ignored). */
export const jobSearchKeys = [
  "q",
  "techRole",
  "seniority",
  "modality",
  "country",
  "skills",
  "salaryMin",
  "cursor",
] as const;
export type JobSearchKey = (typeof jobSearchKeys)[number];

/** The page's search params reduced to the API's keys, lists as comma-separated values. */
export function jobSearchQuery(raw: RawSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of jobSearchKeys) {
    const value = raw[key];
    const text = Array.isArray(value) ? value.join(",") : value;
    if (text?.trim()) query.set(key, text.trim());
  }
  return query;
}

/** The list in a comma-separated param. */
export const listOf = (query: URLSearchParams, key: JobSearchKey): string[] =>
  listParam(query, key);

/** The query with one list value toggled (and the page reset). */
export function toggleValue(query: URLSearchParams, key: JobSearchKey, value: string) {
  const next = toggleListValue(query, key, value);
  next.delete("cursor");
  return next;
}

/** The query with one value set (or removed when empty), the page reset. */
export function setValue(query: URLSearchParams, key: JobSearchKey, value: string) {
  const next = setParam(query, key, value);
  next.delete("cursor");
  return next;
}

/**
 * The list a job page was opened from (`?from=` on the job link), kept only when it is one of
 * our own job lists with its search, so the "back" link is never an open redirect.
 */
export function jobListBackHref(from: string | string[] | undefined): string {
  const value = Array.isArray(from) ? from[0] : from;
  if (!value || !/^\/(jobs|job-search)(\?|$)/.test(value)) return "/job-search";
  const [path, search = ""] = value.split("?", 2) as [string, string?];
  const kept = jobSearchQuery(Object.fromEntries(new URLSearchParams(search)));
  return kept.size > 0 ? `${path}?${kept}` : path;
}
