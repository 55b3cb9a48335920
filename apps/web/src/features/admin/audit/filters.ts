import type { AuditLogExportQuery } from "@encaja/contracts";

/** The viewer's filters, kept in the URL query (shareable, back button). */
export const auditFilterKeys = ["actor", "action", "target", "from", "to"] as const;
export type AuditFilterKey = (typeof auditFilterKeys)[number];
export type AuditFilters = Partial<Record<AuditFilterKey, string>>;

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of auditFilterKeys) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function searchOfFilters(filters: AuditFilters): string {
  const search = new URLSearchParams();
  for (const key of auditFilterKeys) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** The API query: the URL's values as they are (the API validates them and says what is wrong). */
export const apiQueryOf = (filters: AuditFilters): AuditLogExportQuery =>
  filters as AuditLogExportQuery;
