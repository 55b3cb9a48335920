import type { FastifyInstance } from "fastify";
import { sendDecisionReminders } from "../modules/decisions/reminders";

const FIRST_RUN_MS = 90_000;
const EVERY_MS = 60 * 60_000;

/**
 * Emails reminders about presented candidates still waiting for the customer's decision
 * (DECISION_REMINDER_DAYS): shortly after start, then hourly. Each reminder is claimed in the
 * database, so several instances never send the same one twice.
 */
export function registerDecisionReminders(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = async () => {
    try {
      const sent = await sendDecisionReminders(app.db, {
        now: new Date(),
        thresholds: app.config.DECISION_REMINDER_DAYS,
        webUrl: app.config.WEB_URL,
        send: app.sendEmail,
      });
      if (sent > 0) app.log.info(`decision reminders sent: ${sent}`);
    } catch (error) {
      app.log.warn({ err: error }, "decision reminders failed; they run again later");
    }
    if (closed) return;
    timer = setTimeout(run, EVERY_MS);
    timer.unref();
  };
  app.addHook("onReady", async () => {
    timer = setTimeout(run, FIRST_RUN_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
}
