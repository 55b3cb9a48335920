/** Search params as Next.js hands them to a page. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

/** The list in a comma-separated param. */
export const listOf = (query: URLSearchParams, key: string): string[] =>
  (query.get(key) ?? "").split(",").filter(Boolean);

/** The query with a list param replaced (removed when the list is empty). */
export function withList(query: URLSearchParams, key: string, list: string[]): URLSearchParams {
  const next = new URLSearchParams(query);
  if (list.length > 0) next.set(key, list.join(","));
  else next.delete(key);
  return next;
}

/** The query with one value of a list param toggled. */
export function toggleValue(query: URLSearchParams, key: string, value: string): URLSearchParams {
  const list = listOf(query, key);
  return withList(
    query,
    key,
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value],
  );
}

/** The query with one single value set (trimmed), or removed when empty. */
export function setValue(query: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value.trim()) next.set(key, value.trim());
  else next.delete(key);
  return next;
}

/** A facet value, its display text when the API sends one, and how many results it matches. */
export type FacetEntry = { value: string; count: number; label?: string; name?: string };

/** Facet entries plus the selected values the current results no longer count. */
export function withSelected(entries: FacetEntry[], selected: string[]): FacetEntry[] {
  const missing = selected.filter((v) => !entries.some((e) => e.value === v));
  return [...entries, ...missing.map((value) => ({ value, count: 0 }))];
}
