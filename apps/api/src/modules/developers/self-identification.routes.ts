import { routes, type SelfIdentification } from "@encaja/contracts";
import { getSelfIdentification, putSelfIdentification } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { currentDeveloper } from "./context";

const notGiven: SelfIdentification = { gender: null, ageBand: null };

/** The developer's own voluntary self-identification (routes.selfIdentification). */
export const selfIdentificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.selfIdentification.get),
    handler: async (request) => {
      const { developer } = await currentDeveloper(app, request);
      return (await getSelfIdentification(app.db, developer.id)) ?? notGiven;
    },
  });
  app.route({
    ...fromContract(routes.selfIdentification.put),
    handler: async (request) => {
      const { developer } = await currentDeveloper(app, request);
      return putSelfIdentification(app.db, developer.id, request.body);
    },
  });
};
