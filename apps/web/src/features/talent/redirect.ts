import type { RawSearchParams } from "@/lib/search/params";

/** `/devsearch?…` → `/dev-search?…`: the old address keeps every query parameter. */
export function devSearchHref(raw: RawSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(key, v);
  }
  const qs = query.toString();
  return qs ? `/dev-search?${qs}` : "/dev-search";
}
