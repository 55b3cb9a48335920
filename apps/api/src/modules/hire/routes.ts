import { routes } from "@encaja/contracts";
import { customerIdOfUser } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import { claimHireDraftIn } from "./claim.service";
import { createHireDraft, getHireDraft, updateHireDraft } from "./drafts.service";

const HOUR = 60 * 60;

/** `/hire` drafts without an account and their claim by a company. */
export const hireRoutes: FastifyPluginAsyncZod = async (app) => {
  const hire = routes.hire;
  app.route({
    ...fromContract(hire.createDraft, {
      config: { rateLimit: { bucket: "hire-draft", limit: 30, windowSeconds: HOUR } },
    }),
    handler: async (request, reply) => {
      const locale = requestLocale(request, request.body.locale);
      reply.code(201);
      return createHireDraft(app.db, request.body, locale, new Date());
    },
  });
  app.route({
    ...fromContract(hire.getDraft, {
      config: { rateLimit: { bucket: "hire-draft-read", limit: 300, windowSeconds: HOUR } },
    }),
    handler: async (request) => getHireDraft(app.db, request.params.id, new Date()),
  });
  app.route({
    ...fromContract(hire.updateDraft, {
      config: { rateLimit: { bucket: "hire-draft-edit", limit: 120, windowSeconds: HOUR } },
    }),
    handler: async (request) =>
      updateHireDraft(app.db, request.params.id, request.body, new Date()),
  });
  app.route({
    ...fromContract(hire.claimDraft),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const customerId = await customerIdOfUser(app.db, auth.userId);
      if (!customerId) throw forbidden();
      const claim = await app.db.transaction((tx) =>
        claimHireDraftIn(app, tx, {
          draftId: request.params.id,
          customerId,
          userId: auth.userId,
          ip: request.ip,
          now: new Date(),
        }),
      );
      reply.code(201);
      return claim;
    },
  });
};
