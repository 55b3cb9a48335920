import { routes } from "@encaja/contracts";
import { putAvailability } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { currentDeveloper } from "./context";
import { availabilityOf, preferencesOf, putDeveloperPreferences } from "./settings.service";

export const developerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.developers.preferences),
    handler: async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      const preferences = await preferencesOf(app.db, developer.id);
      // Not set yet is a normal state of a new developer, not an error: 204, no body.
      if (!preferences) return reply.status(204).send(null);
      return preferences;
    },
  });

  app.route({
    ...fromContract(routes.developers.putPreferences),
    handler: async (request) => {
      const { developer } = await currentDeveloper(app, request);
      const rates = await app.exchangeRates.current();
      await putDeveloperPreferences(app.db, developer.id, request.body, rates);
      return request.body;
    },
  });

  app.route({
    ...fromContract(routes.developers.availability),
    handler: async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      const availability = await availabilityOf(app.db, developer.id);
      if (!availability) return reply.status(204).send(null);
      return availability;
    },
  });

  app.route({
    ...fromContract(routes.developers.putAvailability),
    handler: async (request) => {
      const { developer } = await currentDeveloper(app, request);
      await putAvailability(app.db, { developerId: developer.id, ...request.body });
      return request.body;
    },
  });
};
