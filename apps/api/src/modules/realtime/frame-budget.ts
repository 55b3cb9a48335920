/**
 * Per-connection frame budget (ADR 0028): a token bucket (sustained rate, burst) answers
 * RATE_LIMITED, and a client that keeps sending far over it within one burst window is
 * flooding: the connection is closed.
 */
export type FrameVerdict = "ok" | "limited" | "flood";

export class FrameBudget {
  private tokens: number;
  private refilledAt: number;
  private windowStart: number;
  private framesInWindow = 0;

  constructor(
    private readonly rate: { perSecond: number; burst: number },
    now = Date.now(),
  ) {
    this.tokens = rate.burst;
    this.refilledAt = now;
    this.windowStart = now;
  }

  take(now = Date.now()): FrameVerdict {
    const windowMs = (this.rate.burst / this.rate.perSecond) * 1000;
    if (now - this.windowStart >= windowMs) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow++;
    if (this.framesInWindow > this.rate.burst * 3) return "flood";
    this.tokens = Math.min(
      this.rate.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.rate.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return "limited";
    this.tokens -= 1;
    return "ok";
  }
}
