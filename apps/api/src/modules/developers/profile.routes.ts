import {
  Completeness,
  DeveloperProfile,
  OnboardingStatus,
  PutSkillsRequest,
  UpdateDeveloperRequest,
} from "@encaja/contracts";
import { setOnboardingCompleted } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError } from "../../errors/app-error";
import { currentDeveloper } from "./context";
import {
  developerCompleteness,
  developerOnboarding,
  getDeveloperProfile,
  putDeveloperSkills,
  updateDeveloperProfile,
} from "./profile.service";

const tags = ["developers"];
const security = [{ bearer: [] }];
const config = { action: "developers.self" as const };

export const developerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/developers/me",
    { schema: { tags, security, response: { 200: DeveloperProfile } }, config },
    async (request) =>
      getDeveloperProfile(app.db, (await currentDeveloper(app, request)).developer.id),
  );

  app.patch(
    "/developers/me",
    {
      schema: { tags, security, body: UpdateDeveloperRequest, response: { 200: DeveloperProfile } },
      config,
    },
    async (request) => {
      const { developer, userId } = await currentDeveloper(app, request);
      await updateDeveloperProfile(app.db, developer.id, request.body);
      await app.invalidateIdentity(userId);
      return getDeveloperProfile(app.db, developer.id);
    },
  );

  app.put(
    "/developers/me/skills",
    {
      schema: {
        tags,
        security,
        body: PutSkillsRequest,
        response: { 200: DeveloperProfile.shape.skills },
      },
      config,
    },
    async (request) => {
      const { developer, userId } = await currentDeveloper(app, request);
      await app.db.transaction((tx) => putDeveloperSkills(tx, developer.id, request.body));
      await app.invalidateIdentity(userId);
      return (await getDeveloperProfile(app.db, developer.id)).skills;
    },
  );

  app.get(
    "/developers/me/completeness",
    { schema: { tags, security, response: { 200: Completeness } }, config },
    async (request) =>
      developerCompleteness(app.db, (await currentDeveloper(app, request)).developer.id),
  );

  app.get(
    "/developers/me/onboarding",
    { schema: { tags, security, response: { 200: OnboardingStatus } }, config },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      return developerOnboarding(
        app.db,
        developer.id,
        developer.onboarding as "pending" | "completed",
      );
    },
  );

  app.post(
    "/developers/me/onboarding/complete",
    { schema: { tags, security, response: { 200: OnboardingStatus } }, config },
    async (request) => {
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
  );
};
