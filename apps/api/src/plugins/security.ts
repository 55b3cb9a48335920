import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security headers and the strict CORS allow-list (only WEB_URL). */
export async function registerSecurity(app: FastifyInstance, webUrl: string): Promise<void> {
  await app.register(helmet, {
    // The API serves JSON; only /docs serves HTML and it sets its own CSP (staticCSP).
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: "same-site" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
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
