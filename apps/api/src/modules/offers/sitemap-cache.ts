/**
 * The sitemap's job list, kept for a short TTL in each API instance (ADR 0017). Publishing,
 * pausing, closing or editing an offer through this instance bumps the board version, so its
 * own changes show at once; changes made elsewhere (another instance) show within the TTL.
 */
let boardVersion = 0;

/** Call after an offer's status or visibility changed. */
export function jobBoardChanged(): void {
  boardVersion += 1;
}

export function createSitemapCache<T>(ttlSeconds: number) {
  let entry: { version: number; expires: number; value: Promise<T> } | null = null;
  return (compute: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    if (entry && entry.version === boardVersion && entry.expires > now) return entry.value;
    const value = compute();
    const fresh = { version: boardVersion, expires: now + ttlSeconds * 1000, value };
    entry = fresh;
    value.catch(() => {
      if (entry === fresh) entry = null;
    });
    return value;
  };
}
