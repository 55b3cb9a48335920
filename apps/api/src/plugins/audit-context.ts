import { runWithAuditContext } from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";

/**
 * Every audit entry written while a request is handled carries that request's IP and id, whichever
 * service writes it. The context is entered in the last hook before the handler (after the body
 * is parsed: stream events would lose it), and the handler runs inside it.
 */
export function registerAuditContext(app: FastifyInstance) {
  app.addHook("preHandler", (request, _reply, done) => {
    runWithAuditContext({ ip: request.ip, requestId: request.id }, done);
  });
}
