import type { JobFacets } from "@encaja/contracts";

const MAX_ENTRIES = 500;
/** How long past its TTL an entry may still be served while a fresh one is computed. */
const STALE_FACTOR = 10;

type Entry<T> = { expires: number; staleUntil: number; value: Promise<T>; refreshing: boolean };

/**
 * Facet counts (the job board's, and talent search's), kept per normalised filter set for a few
 * seconds in each API instance: they are aggregates over every match, the same few queries
 * (landing page, popular filters) dominate, and a count that lags an edit by seconds harms no
 * one. A talent page is always read fresh; a job-board page has its own short cache that
 * writes clear (board-page-cache.ts, ADR 0043). A TTL of 0 turns the cache off.
 *
 * Stale-while-revalidate (ADR 0041): an expired entry younger than STALE_FACTOR × TTL is
 * answered at once while one background query refreshes it, so only a filter set nobody asked
 * for recently waits for the aggregation (seconds at a million developers).
 */
export function createFacetsCache<T = JobFacets>(ttlSeconds: number, now = () => Date.now()) {
  const entries = new Map<string, Entry<T>>();
  const store = (key: string, value: Promise<T>) => {
    const at = now();
    const entry: Entry<T> = {
      expires: at + ttlSeconds * 1000,
      staleUntil: at + ttlSeconds * 1000 * STALE_FACTOR,
      value,
      refreshing: false,
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry;
  };
  const cache = async (key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttlSeconds <= 0) return compute();
    const hit = entries.get(key);
    const at = now();
    if (hit && hit.expires > at) return hit.value;
    if (hit && hit.staleUntil > at) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        compute().then(
          (fresh) => {
            if (entries.get(key) === hit) store(key, Promise.resolve(fresh));
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    const value = compute();
    store(key, value);
    value.catch(() => entries.delete(key));
    return value;
  };
  // Drops every entry: after a bulk change (the demo data loaded) the counts are not seconds
  // behind but wholly wrong, and stale-while-revalidate would still answer them once.
  const clear = () => entries.clear();
  return Object.assign(cache as FacetsCache<T>, { clear });
}
export type FacetsCache<T = JobFacets> = (key: string, compute: () => Promise<T>) => Promise<T>;
