import { AsyncLocalStorage } from "node:async_hooks";
import type { AuditAction } from "@encaja/contracts";
import { auditLog } from "../schema";
import type { Executor } from "./executor";

export type { AuditAction };

/** Where the current request came from: the API sets it once per request. */
export interface AuditRequestContext {
  ip: string | null;
  requestId: string | null;
}

const requestContext = new AsyncLocalStorage<AuditRequestContext>();

/**
 * Runs `fn` with the request's IP and id as the defaults of every `recordAudit` inside it, so
 * no service has to thread them through to each audit write.
 */
export function runWithAuditContext<T>(context: AuditRequestContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

export async function recordAudit(
  db: Executor,
  entry: {
    action: AuditAction;
    actorUserId?: string | null;
    subjectUserId?: string | null;
    /** Defaults to the current request's IP (`runWithAuditContext`). */
    ip?: string | null;
    details?: Record<string, unknown>;
    /** What the action touched beyond a user, e.g. `{ type: "skill", id: code }`. */
    target?: { type: string; id: string } | null;
    /** The API request id (`x-request-id`), so an entry can be matched with the logs; defaults to the current request's. */
    requestId?: string | null;
  },
) {
  const context = requestContext.getStore();
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    ip: entry.ip ?? context?.ip ?? null,
    details: entry.details ?? {},
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    requestId: entry.requestId ?? context?.requestId ?? null,
  });
}
