import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/**
 * The API answers JSON only, so its security headers are one fixed set, computed once and
 * added in a single hook (the same set helmet would send, at a fraction of the cost — see
 * docs/decisions/0004). /docs overrides the CSP for its own HTML.
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy":
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-site",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/** Security headers and the strict CORS allow-list (only WEB_URL). */
export async function registerSecurity(app: FastifyInstance, webUrl: string): Promise<void> {
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  const allowed = new Set([new URL(webUrl).origin]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept-Language", "X-Request-Id"],
    exposedHeaders: ["X-Request-Id", "Retry-After"],
    maxAge: 600,
  });
}
