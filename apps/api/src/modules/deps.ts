import type { Db, Executor } from "@encaja/db";
import type { EmailTemplate } from "@encaja/email";
import type { Config } from "../config";
import type { OutgoingEmail } from "../plugins/mail";

/**
 * What a service may need beside the database (ADR 0024): services take `(db or deps, auth
 * context, input)`, never a FastifyInstance or a request. The Fastify app satisfies this
 * shape, so a route passes `app`; a test or a script can pass a plain object.
 */
export interface ServiceDeps {
  db: Db;
  config: Pick<Config, "WEB_URL">;
  /** Puts an email in the outbox, inside the caller's transaction when given one. */
  sendEmail<T extends EmailTemplate>(db: Executor, email: OutgoingEmail<T>): Promise<void>;
}
