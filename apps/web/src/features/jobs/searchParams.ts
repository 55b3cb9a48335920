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
export type RawSearchParams = Record<string, string | string[] | undefined>;

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
  (query.get(key) ?? "").split(",").filter(Boolean);

/** The query with one list value toggled (and the page reset). */
export function toggleValue(query: URLSearchParams, key: JobSearchKey, value: string) {
  const next = new URLSearchParams(query);
  next.delete("cursor");
  const current = listOf(query, key);
  const list = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  if (list.length > 0) next.set(key, list.join(","));
  else next.delete(key);
  return next;
}

/** The query with one value set (or removed when empty), the page reset. */
export function setValue(query: URLSearchParams, key: JobSearchKey, value: string) {
  const next = new URLSearchParams(query);
  next.delete("cursor");
  if (value.trim()) next.set(key, value.trim());
  else next.delete(key);
  return next;
}
