import type { Me, Role } from "@encaja/contracts";

export interface CachedSession {
  id: string;
  userId: string;
  role: Role;
  method: string;
  createdAt: Date;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  lastTouchedAt: number;
}

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * In-process cache of live sessions (by token hash) and /users/me answers (by user), so an
 * authenticated request needs no database round trip. Entries live `ttlMs` at most; any
 * invalidation bumps an epoch, and a fill that started before the bump is discarded, so a
 * request racing a logout cannot put the revoked session back.
 */
export class IdentityCache {
  private readonly sessions = new Map<string, Entry<CachedSession>>();
  /** The answer and its JSON: it was validated against the contracts once, when cached. */
  private readonly me = new Map<string, Entry<{ value: Me; json: string }>>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  private currentEpoch = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  get epoch(): number {
    return this.currentEpoch;
  }

  getSession(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.sessions.get(tokenHash);
    if (!entry) return undefined;
    const s = entry.value;
    if (entry.until <= now || s.idleExpiresAt <= now || s.absoluteExpiresAt <= now) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    return s;
  }

  putSession(
    tokenHash: string,
    session: CachedSession,
    epochAtStart: number,
    now = Date.now(),
  ): void {
    if (epochAtStart !== this.currentEpoch) return;
    this.evictIfFull(this.sessions);
    this.sessions.set(tokenHash, { value: session, until: now + this.ttlMs });
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(session.userId, tokens);
    }
    tokens.add(tokenHash);
  }

  getMe(userId: string, now = Date.now()): { value: Me; json: string } | undefined {
    const entry = this.me.get(userId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.me.delete(userId);
      return undefined;
    }
    return entry.value;
  }

  putMe(userId: string, value: Me, epochAtStart: number, now = Date.now()): void {
    if (epochAtStart !== this.currentEpoch) return;
    this.evictIfFull(this.me);
    this.me.set(userId, { value: { value, json: JSON.stringify(value) }, until: now + this.ttlMs });
  }

  /** Forgets everything about a user: their sessions and their /users/me answer. */
  invalidateUser(userId: string): void {
    this.currentEpoch++;
    this.me.delete(userId);
    for (const hash of this.tokensByUser.get(userId) ?? []) this.sessions.delete(hash);
    this.tokensByUser.delete(userId);
  }

  clear(): void {
    this.currentEpoch++;
    this.sessions.clear();
    this.me.clear();
    this.tokensByUser.clear();
  }

  private evictIfFull<T>(map: Map<string, Entry<T>>): void {
    if (map.size < this.maxEntries) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
