import type { FastifyInstance } from "fastify";
import { sendChatBurstEmails, sendDailyDigests } from "../modules/notifications/jobs";
import { repeatWhileOpen } from "./repeat";

/**
 * Every ~30 s, emails unread chat bursts and due daily digests. Each job runs under
 * an advisory lock in one transaction, and every email has an idempotency key, so several
 * instances (or a retry after a crash) never send one twice.
 */
export function registerNotificationEmails(
  app: FastifyInstance,
  options: { startJobs: boolean; firstMs?: number },
): void {
  if (!options.startJobs) return;
  repeatWhileOpen(
    app,
    { name: "notification emails", firstMs: options.firstMs ?? 30_000, everyMs: 30_000 },
    async () => {
      const chats = await sendChatBurstEmails(app);
      const digests = await sendDailyDigests(app);
      if (chats + digests > 0)
        app.log.info(`notification emails queued: ${chats} chat, ${digests} digest`);
    },
  );
}
