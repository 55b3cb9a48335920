import type { FastifyInstance } from "fastify";
import { clientKey } from "../modules/auth/client-address";
import { enforceRateLimit } from "../modules/auth/rate-limit";

export interface RouteRateLimit {
  /** Counter name; routes may share one (e.g. both invitation sign-ups). */
  bucket: string;
  /** A number, or read when each request comes (a platform setting superAdmin may change). */
  limit: number | (() => Promise<number>);
  windowSeconds: number;
  /** What is counted: the client (IPv4 address or IPv6 /64, the default) or the signed-in user. */
  by?: "ip" | "user";
}

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

/**
 * Declarative per-route limits, counted in the database so every API instance shares them.
 * Runs before body parsing and validation, so junk requests count too.
 */
export function registerRateLimits(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config?.rateLimit;
    if (!rule) return;
    const key =
      rule.by === "user" && request.auth
        ? `user:${request.auth.userId}`
        : `ip:${clientKey(request.ip)}`;
    await enforceRateLimit(app.db, {
      bucket: rule.bucket,
      key,
      limit: typeof rule.limit === "number" ? rule.limit : await rule.limit(),
      windowSeconds: rule.windowSeconds,
    });
  });
}
