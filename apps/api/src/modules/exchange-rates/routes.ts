import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { auditMeta } from "../admin/audit-meta";
import { addExchangeRate, exchangeRatesView } from "./exchange-rates.service";

/** The exchange rates superAdmin keeps at /admin/exchange-rates (routes.adminExchangeRates). */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.adminExchangeRates.list),
    handler: async () => exchangeRatesView(app.db, new Date()),
  });
  app.route({
    ...fromContract(routes.adminExchangeRates.add),
    handler: async (request) => {
      const now = new Date();
      await addExchangeRate(app.db, auditMeta(request), request.body, now);
      await app.exchangeRatesChanged();
      return exchangeRatesView(app.db, now);
    },
  });
};
