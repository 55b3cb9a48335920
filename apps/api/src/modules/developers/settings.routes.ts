import {
  Availability,
  type CurrencyCode,
  NotificationPreferences,
  Preferences,
  PreferencesView,
  type SalaryPeriod,
} from "@encaja/contracts";
import {
  getAvailability,
  getNotificationPreferences,
  getPreferences,
  putAvailability,
  putNotificationPreferences,
} from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors/app-error";
import { currentDeveloper } from "./context";
import { putDeveloperPreferences } from "./settings.service";

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
    { schema: { tags, security, response: { 200: PreferencesView } }, config },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      const row = await getPreferences(app.db, developer.id);
      if (!row) throw notFound("Preferences");
      return {
        searchStatus: row.searchStatus as Preferences["searchStatus"],
        modalities: row.modalities as Preferences["modalities"],
        salary: {
          amount: row.salaryAmount,
          currency: row.salaryCurrency as CurrencyCode,
          period: row.salaryPeriod as SalaryPeriod,
        },
        countries: row.countries,
        contractTypes: row.contractTypes as Preferences["contractTypes"],
      };
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
    { schema: { tags, security, response: { 200: Availability } }, config },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      const row = await getAvailability(app.db, developer.id);
      if (!row) throw notFound("Availability");
      return {
        availableFrom: row.availableFrom,
        hoursPerWeek: row.hoursPerWeek,
        noticeWeeks: row.noticeWeeks,
      };
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
