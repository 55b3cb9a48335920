import type { FastifyInstance } from "fastify";
import { sendDecisionReminders } from "../modules/decisions/reminders";
import { platformSettingsOf } from "../modules/platform-settings/platform-settings.service";
import { repeatWhileOpen } from "./repeat";

/**
 * Emails reminders about presented candidates still waiting for the customer's decision
 * (the platform setting `decisionReminderDays`, read on each run): shortly after start, then
 * hourly. Each reminder is claimed in the database, so several instances never send the same
 * one twice.
 */
export function registerDecisionReminders(
  app: FastifyInstance,
  { firstMs = 90_000 }: { firstMs?: number } = {},
): void {
  const options = { name: "decision reminders", firstMs, everyMs: 60 * 60_000 };
  repeatWhileOpen(app, options, async () => {
    const { decisionReminderDays } = await platformSettingsOf(app.db);
    const sent = await sendDecisionReminders(app.db, {
      now: new Date(),
      thresholds: decisionReminderDays,
      webUrl: app.config.WEB_URL,
      send: app.sendEmail,
    });
    if (sent > 0) app.log.info(`decision reminders sent: ${sent}`);
  });
}
