import type { JobFacets } from "@encaja/contracts";

const MAX_ENTRIES = 500;

/**
 * Facet counts (the job board's, and talent search's), kept per normalised filter set for a few seconds in each API
 * instance: they are aggregates over thousands of offers, the same few queries (landing page,
 * popular filters) dominate, and a count that lags an edit by seconds harms no one. The list
 * itself is always read fresh. A TTL of 0 turns the cache off.
 */
export function createFacetsCache<T = JobFacets>(ttlSeconds: number) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return async (key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttlSeconds <= 0) return compute();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = compute();
    entries.delete(key);
    entries.set(key, { expires: now + ttlSeconds * 1000, value });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    value.catch(() => entries.delete(key));
    return value;
  };
}
export type FacetsCache<T = JobFacets> = (key: string, compute: () => Promise<T>) => Promise<T>;
