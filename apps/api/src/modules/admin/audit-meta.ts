import type { FastifyRequest } from "fastify";
import { requireAuth } from "../../plugins/authorization";

/**
 * Who did an admin action, from where, in which request: spread it into `recordAudit` so every
 * admin entry carries actor, IP and request id.
 */
export function auditMeta(request: FastifyRequest) {
  return {
    actorUserId: requireAuth(request).userId,
    ip: request.ip,
    requestId: request.id,
  };
}

export type AuditMeta = ReturnType<typeof auditMeta>;
