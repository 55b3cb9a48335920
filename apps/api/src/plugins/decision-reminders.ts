import type { FastifyInstance } from "fastify";
import { sendDecisionReminders } from "../modules/decisions/reminders";
import { repeatWhileOpen } from "./repeat";

/**
 * Emails reminders about presented candidates still waiting for the customer's decision
 * (DECISION_REMINDER_DAYS): shortly after start, then hourly. Each reminder is claimed in the
 * database, so several instances never send the same one twice.
 */
export function registerDecisionReminders(app: FastifyInstance): void {
  const options = { name: "decision reminders", firstMs: 90_000, everyMs: 60 * 60_000 };
  repeatWhileOpen(app, options, async () => {
    const sent = await sendDecisionReminders(app.db, {
      now: new Date(),
      thresholds: app.config.DECISION_REMINDER_DAYS,
      webUrl: app.config.WEB_URL,
      send: app.sendEmail,
    });
    if (sent > 0) app.log.info(`decision reminders sent: ${sent}`);
  });
}
