import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../../http/route";
import { auditMeta } from "../audit-meta";
import { listAdminEmails, retryFailedEmail } from "./emails.service";

/** Undelivered emails and their retry (routes.adminEmails). */
export const adminEmailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminEmails.list),
    handler: async (request) => listAdminEmails(app.db, request.query),
  });
  app.route({
    ...fromContract(routes.adminEmails.retry),
    handler: async (request) => {
      const email = await retryFailedEmail(app.db, auditMeta(request), request.params.id);
      // Without SMTP there is no sender: the row waits in the outbox as every email does.
      app.outbox?.wake();
      return email;
    },
  });
};
