import { routes } from "@encaja/contracts";
import { setOnboardingCompleted } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { developerActivity } from "./activity.service";
import { currentDeveloper } from "./context";
import {
  developerCompleteness,
  developerOnboarding,
  getDeveloperProfile,
  putDeveloperSkills,
  updateDeveloperProfile,
} from "./profile.service";

export const developerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.developers.me),
    handler: async (request) =>
      getDeveloperProfile(app.db, (await currentDeveloper(app, request)).developer.id),
  });

  app.route({
    ...fromContract(routes.developers.update),
    handler: async (request) => {
      const { developer, userId } = await currentDeveloper(app, request);
      await updateDeveloperProfile(app.db, developer.id, request.body);
      await app.invalidateIdentity(userId);
      return getDeveloperProfile(app.db, developer.id);
    },
  });

  app.route({
    ...fromContract(routes.developers.putSkills),
    handler: async (request) => {
      const { developer, userId } = await currentDeveloper(app, request);
      await app.db.transaction((tx) => putDeveloperSkills(tx, developer.id, request.body));
      await app.invalidateIdentity(userId);
      return (await getDeveloperProfile(app.db, developer.id)).skills;
    },
  });

  app.route({
    ...fromContract(routes.developers.completeness),
    handler: async (request) =>
      developerCompleteness(app.db, (await currentDeveloper(app, request)).developer.id),
  });

  app.route({
    ...fromContract(routes.developers.activity),
    handler: async (request) =>
      developerActivity(app.db, (await currentDeveloper(app, request)).developer.id),
  });

  app.route({
    ...fromContract(routes.developers.onboarding),
    handler: async (request) => {
      const { developer } = await currentDeveloper(app, request);
      return developerOnboarding(app.db, developer.id, developer.onboarding);
    },
  });

  app.route({
    ...fromContract(routes.developers.completeOnboarding),
    handler: async (request) => {
      const { developer, userId } = await currentDeveloper(app, request);
      const status = await developerOnboarding(app.db, developer.id, "pending");
      if (status.missing.length > 0) {
        throw appError("ONBOARDING_INCOMPLETE", "Some onboarding steps are missing", {
          details: {
            missing: status.missing,
          },
        });
      }
      await setOnboardingCompleted(app.db, developer.id);
      await app.invalidateIdentity(userId);
      return { ...status, onboarding: "completed" as const };
    },
  });
};
