import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { ownCustomerId } from "../../lib/customer-scope";
import { requireAuth } from "../../plugins/authorization";
import { changeCustomerPlan, listAdminCustomers } from "./admin.service";
import { changeCompany, getCompany } from "./company.service";
import { planUsageOf } from "./usage";

/** Company settings, plan usage and superAdmin plan changes (routes.plans). */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.plans.company),
    handler: async (request) => getCompany(app.db, requireAuth(request)),
  });

  app.route({
    ...fromContract(routes.plans.updateCompany),
    handler: async (request) => {
      const auth = requireAuth(request);
      const company = await changeCompany(app.db, auth, request.body);
      // The company name is part of the owner's /users/me answer.
      await app.invalidateIdentity(auth.userId);
      return company;
    },
  });

  app.route({
    ...fromContract(routes.plans.usage),
    handler: async (request) =>
      planUsageOf(app.db, await ownCustomerId(app.db, requireAuth(request))),
  });

  app.route({
    ...fromContract(routes.plans.adminList),
    handler: async (request) => listAdminCustomers(app.db, request.query),
  });

  app.route({
    ...fromContract(routes.plans.changePlan),
    handler: async (request) =>
      changeCustomerPlan(app.db, requireAuth(request), request.params.id, request.body),
  });
};
