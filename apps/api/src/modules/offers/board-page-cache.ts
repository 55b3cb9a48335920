type Entry<T> = { expires: number; value: Promise<T> };

/**
 * Answers of the public job board and of its job pages (ADR 0045), kept per normalised query
 * or id for a few seconds in each API instance (ADR 0043): every visitor gets the same answer
 * for the same query, and the first page is most of the traffic. A write that may change the
 * board calls `clear` (here at once, on other instances through NOTIFY); the TTL bounds what no
 * request announces (background jobs, a missed notification). Concurrent misses of one key
 * share a single read. A TTL of 0 turns the cache off.
 */
export function createBoardPageCache<T>(
  ttlSeconds: number,
  now = () => Date.now(),
  maxEntries = 200,
) {
  const entries = new Map<string, Entry<T>>();
  return {
    read(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const entry: Entry<T> = { expires: now() + ttlSeconds * 1000, value: compute() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    /**
     * Forgets every page. A read still running keeps its answer for those already waiting on
     * it (they asked before the write was acknowledged), but no later request gets it.
     */
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type BoardPageCache<T> = ReturnType<typeof createBoardPageCache<T>>;
