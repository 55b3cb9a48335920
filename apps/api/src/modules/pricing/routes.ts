import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Issue #17: the pricing endpoints (routes.pricing in contracts). */
export const pricingRoutes: FastifyPluginAsyncZod = async () => {};
