/**
 * Admission to the /monitoring tunnel, in memory per web instance: a fixed window of requests
 * per client address and a cap on envelopes being read or forwarded at once. Each one may hold
 * up to MAX_ENVELOPE_BYTES, so the cap bounds the tunnel's memory whoever sends.
 */

export interface TunnelLimits {
  /** Requests one client address may make per window. */
  perClient: number;
  windowSeconds: number;
  /** Envelopes handled at once by this instance, all clients together. */
  maxConcurrent: number;
}

export const TUNNEL_LIMITS: TunnelLimits = { perClient: 60, windowSeconds: 60, maxConcurrent: 4 };
/** Clients remembered at most; past it, expired windows are swept and new clients wait. */
const MAX_TRACKED_CLIENTS = 10_000;

const tooMany = (retryAfterSeconds: number) =>
  new Response(null, {
    status: 429,
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/**
 * The client address as the nearest proxy saw it: the last X-Forwarded-For entry (Next.js
 * fills the header with the socket's address when no proxy sent one).
 */
export function tunnelClient(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  return forwarded.split(",").at(-1)?.trim().toLowerCase() || "unknown";
}

export class TunnelGate {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private inFlight = 0;

  constructor(
    private readonly limits: TunnelLimits = TUNNEL_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `handle` when the client is within its limits; otherwise answers 429 with Retry-After. */
  async admit(client: string, handle: () => Promise<Response>): Promise<Response> {
    if (this.inFlight >= this.limits.maxConcurrent) return tooMany(1);
    const waitSeconds = this.hit(client);
    if (waitSeconds > 0) return tooMany(waitSeconds);
    this.inFlight++;
    try {
      return await handle();
    } finally {
      this.inFlight--;
    }
  }

  /** Counts a request; answers the seconds to wait when over the limit, else 0. */
  private hit(client: string): number {
    const now = this.now();
    const windowMs = this.limits.windowSeconds * 1000;
    let window = this.windows.get(client);
    if (!window || now - window.startedAt >= windowMs) {
      if (!window && this.windows.size >= MAX_TRACKED_CLIENTS) this.sweep(now, windowMs);
      if (!window && this.windows.size >= MAX_TRACKED_CLIENTS) return this.limits.windowSeconds;
      window = { startedAt: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count++;
    if (window.count <= this.limits.perClient) return 0;
    return (window.startedAt + windowMs - now) / 1000;
  }

  private sweep(now: number, windowMs: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.startedAt >= windowMs) this.windows.delete(client);
    }
  }
}
