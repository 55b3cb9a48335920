import { type Action, isAllowed, isPublicAction, permissions, type Role } from "@encaja/contracts";
import { findActiveSession, touchSession } from "@encaja/db/queries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { appError, authRequired, forbidden } from "../errors/app-error";
import {
  assertApiKeyMayCall,
  isApiKeyBearer,
  resolveApiKey,
} from "../modules/api-keys/authenticate";
import { sessionLifetime } from "../modules/auth/session-policy";
import { hashToken, TOKEN_PATTERN } from "../modules/auth/tokens";

export interface AuthContext {
  userId: string;
  role: Role;
  sessionId: string;
  method: string;
  sessionCreatedAt: Date;
  /** Set when the bearer is an API key (`ek_…`) rather than a session token. */
  apiKey?: { id: string; readOnly: boolean };
}

export interface RouteEntry {
  method: string;
  url: string;
  action: Action;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The permissions-table action this route performs (required on every route). */
    action?: Action;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every route with its action: drives the role × endpoint test matrix. */
    routeTable: RouteEntry[];
  }
}

/** Routes served by plugins we do not own: the OpenAPI UI and CORS preflight. */
const exempt = (url: string, method: string | string[]) =>
  url === "/docs" || url.startsWith("/docs/") || method === "OPTIONS";
const TOUCH_AFTER_MS = 60_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !token) return null;
  return TOKEN_PATTERN.test(token) || isApiKeyBearer(token) ? token : null;
}

/** The user behind a bearer: an API key (`ek_…`, ADR 0057) or a session token. */
async function resolveBearer(app: FastifyInstance, token: string): Promise<AuthContext | null> {
  return isApiKeyBearer(token) ? resolveApiKey(app, token) : resolveSession(app, hashToken(token));
}

/** One hook checks the permissions table for every request; services add ownership checks. */
export function registerAuthorization(app: FastifyInstance): void {
  app.decorate("routeTable", [] as RouteEntry[]);
  app.decorateRequest("auth", null);

  app.addHook("onRoute", (route) => {
    if (exempt(route.url, route.method)) return;
    const action = route.config?.action;
    if (!action || !(action in permissions)) {
      throw new Error(`Route ${route.method} ${route.url} declares no known permissions action`);
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.routeTable.push({ method, url: route.url, action });
    }
  });

  app.addHook("onRequest", async (request) => {
    const action = request.routeOptions.config?.action;
    if (!action) return; // not-found handler and exempt routes
    const token = bearerToken(request);
    if (token) request.auth = await resolveBearer(app, token);
    if (request.auth) assertApiKeyMayCall(request.auth, action, request.method);
    if (isPublicAction(action)) return;
    if (!request.auth) throw authRequired();
    if (!isAllowed(action, request.auth.role)) throw forbidden();
  });
}

/** A live session from the identity cache, or from the database (then cached). */
export async function resolveSession(
  app: FastifyInstance,
  tokenHash: string,
): Promise<AuthContext | null> {
  const now = Date.now();
  let session = app.identityCache.getSession(tokenHash, now);
  if (!session) {
    const epoch = app.identityCache.epoch;
    const row = await findActiveSession(app.db, tokenHash);
    if (!row) return null;
    session = {
      id: row.id,
      userId: row.userId,
      role: row.role,
      method: row.method,
      createdAt: row.createdAt,
      idleExpiresAt: row.idleExpiresAt.getTime(),
      absoluteExpiresAt: row.absoluteExpiresAt.getTime(),
      lastTouchedAt: row.lastSeenAt.getTime(),
    };
    app.identityCache.putSession(tokenHash, session, epoch, now);
  }
  if (now - session.lastTouchedAt > TOUCH_AFTER_MS) {
    session.lastTouchedAt = now;
    const idle = await touchSession(app.db, session.id, sessionLifetime(session.role).idleSeconds);
    if (idle) session.idleExpiresAt = idle.getTime();
  }
  return {
    userId: session.userId,
    role: session.role,
    sessionId: session.id,
    method: session.method,
    sessionCreatedAt: session.createdAt,
  };
}

/** The signed-in user of a protected route (the hook guarantees it is there). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw appError("AUTH_REQUIRED", "Authentication required");
  return request.auth;
}
