import {
  Availability,
  NotificationPreferences,
  Preferences,
  PreferencesView,
} from "@encaja/contracts";
import {
  getNotificationPreferences,
  putAvailability,
  putNotificationPreferences,
} from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentDeveloper } from "./context";
import { availabilityOf, preferencesOf, putDeveloperPreferences } from "./settings.service";

const tags = ["developers"];
const security = [{ bearer: [] }];
const config = { action: "developers.self" as const };

const defaultNotifications: NotificationPreferences = {
  newOffers: true,
  applicationUpdates: true,
  messages: true,
  newsletter: false,
};

export const developerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/developers/me/preferences",
    {
      schema: { tags, security, response: { 200: PreferencesView, 204: z.null() } },
      config,
    },
    async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      const preferences = await preferencesOf(app.db, developer.id);
      // Not set yet is a normal state of a new developer, not an error: 204, no body.
      if (!preferences) return reply.status(204).send(null);
      return preferences;
    },
  );

  app.put(
    "/developers/me/preferences",
    { schema: { tags, security, body: Preferences, response: { 200: PreferencesView } }, config },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      await putDeveloperPreferences(app.db, developer.id, request.body);
      return request.body;
    },
  );

  app.get(
    "/developers/me/availability",
    { schema: { tags, security, response: { 200: Availability, 204: z.null() } }, config },
    async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      const availability = await availabilityOf(app.db, developer.id);
      if (!availability) return reply.status(204).send(null);
      return availability;
    },
  );

  app.put(
    "/developers/me/availability",
    { schema: { tags, security, body: Availability, response: { 200: Availability } }, config },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      await putAvailability(app.db, { developerId: developer.id, ...request.body });
      return request.body;
    },
  );

  app.get(
    "/developers/me/notifications",
    { schema: { tags, security, response: { 200: NotificationPreferences } }, config },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      const row = await getNotificationPreferences(app.db, developer.id);
      if (!row) return defaultNotifications;
      return {
        newOffers: row.newOffers,
        applicationUpdates: row.applicationUpdates,
        messages: row.messages,
        newsletter: row.newsletter,
      };
    },
  );

  app.put(
    "/developers/me/notifications",
    {
      schema: {
        tags,
        security,
        body: NotificationPreferences,
        response: { 200: NotificationPreferences },
      },
      config,
    },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      await putNotificationPreferences(app.db, { developerId: developer.id, ...request.body });
      return request.body;
    },
  );
};
