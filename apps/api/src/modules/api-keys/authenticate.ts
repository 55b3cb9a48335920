import {
  type Action,
  API_KEY_PATTERN,
  isForbiddenToApiKeys,
  isReadMethod,
} from "@encaja/contracts";
import { findApiKeyOwner, touchApiKey } from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";
import { appError } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { enforceRateLimit } from "../auth/rate-limit";
import { hashToken } from "../auth/tokens";

/** `last_used_at` is written at most this often per key, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export const isApiKeyBearer = (token: string): boolean => API_KEY_PATTERN.test(token);

/**
 * The user an `ek_…` bearer acts as, or null (unknown, revoked, owner gone or disabled: 401).
 * No cache: one indexed lookup by hash per request, so a revocation stops the key at once on
 * every API instance. Each use counts against the key's per-minute limit (429 beyond it).
 */
export async function resolveApiKey(
  app: FastifyInstance,
  key: string,
): Promise<AuthContext | null> {
  const row = await findApiKeyOwner(app.db, hashToken(key));
  if (!row) return null;
  await enforceRateLimit(app.db, {
    bucket: "api-key",
    key: `api-key:${row.id}`,
    limit: app.config.API_KEY_REQUESTS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await touchApiKey(app.db, row.id);
  }
  return {
    userId: row.userId,
    role: row.role,
    // A key has no session: the forbidden-to-keys check keeps it off every session route.
    sessionId: row.id,
    method: "api_key",
    sessionCreatedAt: row.createdAt,
    apiKey: { id: row.id, readOnly: row.readOnly },
  };
}

/** What a key may not do although its owner may (ADR 0057). */
export function assertApiKeyMayCall(auth: AuthContext, action: Action, method: string): void {
  if (!auth.apiKey) return;
  if (isForbiddenToApiKeys(action)) {
    throw appError(
      "API_KEY_NOT_ALLOWED",
      "API keys cannot manage keys, the account, the password or sessions",
    );
  }
  if (auth.apiKey.readOnly && !isReadMethod(method)) {
    throw appError("API_KEY_READ_ONLY", "This API key is read-only");
  }
}
