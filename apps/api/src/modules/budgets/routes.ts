import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import {
  createBudget,
  getBudget,
  listBudgetsFor,
  updateBudgetDraft,
  withdrawBudget,
} from "./budgets.service";
import { renderBudgetPdf } from "./pdf";
import { respondToBudget } from "./respond.service";
import { sendBudget } from "./send.service";

/** The budgets endpoints (routes.budgets in contracts). */
export const budgetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const b = routes.budgets;
  app.route({
    ...fromContract(b.list),
    handler: async (request) => listBudgetsFor(app.db, requireAuth(request), request.query),
  });
  app.route({
    ...fromContract(b.get),
    handler: async (request) => getBudget(app.db, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(b.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createBudget(app.db, requireAuth(request), request.body)),
  });
  app.route({
    ...fromContract(b.update),
    handler: async (request) =>
      updateBudgetDraft(app.db, requireAuth(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(b.send),
    handler: async (request) =>
      sendBudget(app, requireAuth(request), request.params.id, new Date()),
  });
  app.route({
    ...fromContract(b.withdraw),
    handler: async (request) => withdrawBudget(app.db, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(b.respond),
    handler: async (request) =>
      respondToBudget(app, requireAuth(request), request.params, request.body, new Date()),
  });
  app.route({
    ...fromContract(b.pdf),
    handler: async (request, reply) => {
      const budget = await getBudget(app.db, requireAuth(request), request.params.id);
      const version = budget.versions.find((v) => v.version === request.params.version);
      if (!version) throw notFound("Budget version");
      const pdf = await renderBudgetPdf(budget, version, requestLocale(request));
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="encaja-budget-${budget.id.slice(0, 8)}-v${version.version}.pdf"`,
        )
        .header("access-control-expose-headers", "content-disposition")
        .send(Buffer.from(pdf));
    },
  });
};
