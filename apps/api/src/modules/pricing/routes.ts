import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  pricingConfigView,
  quoteDirect,
  quoteStaffing,
  savePricingConfig,
} from "./pricing.service";

const quoteLimit = { rateLimit: { bucket: "pricing-quote", limit: 600, windowSeconds: 60 * 60 } };

/** The pricing configuration and the calculators' quotes (routes.pricing). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing = routes.pricing;
  app.route({
    ...fromContract(pricing.config),
    handler: async () => pricingConfigView(app.db),
  });
  app.route({
    ...fromContract(pricing.updateConfig),
    handler: async (request) =>
      savePricingConfig(app.db, requireAuth(request), request.body, request.ip),
  });
  app.route({
    ...fromContract(pricing.directQuote, { config: quoteLimit }),
    handler: async (request) => quoteDirect(app.db, request.body),
  });
  app.route({
    ...fromContract(pricing.staffingQuote, { config: quoteLimit }),
    handler: async (request) => quoteStaffing(app.db, request.body),
  });
};
