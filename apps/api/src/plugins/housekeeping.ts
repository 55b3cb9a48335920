import { runHousekeeping } from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";
import { pruneUnsentChatAttachments } from "../modules/chats/attachments.service";
import { photoFilesOf } from "../modules/files/photos";
import { refitStaleCompanyWeights } from "../modules/matching/learning";
import { applyRetention } from "../modules/privacy/retention.service";
import { applyStartedExchangeRates } from "./exchange-rates";
import { repeatWhileOpen } from "./repeat";

/**
 * Prunes ended sessions, old login failures, expired tokens, unclaimed `/hire` drafts past
 * their expiry, chat uploads never sent, applies the retention periods (ADR 0034) and the
 * exchange rates that started since (ADR 0064), refits the ranking weights learnt from decisions
 * (ADR 0062): a minute after start, then hourly.
 */
export function registerHousekeeping(
  app: FastifyInstance,
  { firstMs = 60_000 }: { firstMs?: number } = {},
): void {
  repeatWhileOpen(app, { name: "housekeeping", firstMs, everyMs: 60 * 60_000 }, async () => {
    if (await runHousekeeping(app.db)) app.log.debug("housekeeping done");
    // Chat uploads never sent (the rows and their files).
    await pruneUnsentChatAttachments({ db: app.db, files: app.files, log: app.log });
    // Unclaimed sourced profiles and stale drafts past their retention periods.
    const retention = await applyRetention(app.db, new Date(), photoFilesOf(app));
    if (retention) app.log.debug({ retention }, "retention applied");
    await applyStartedExchangeRates(app, new Date());
    // Ranking weights learnt from decisions: the pooled prior moves with every company's.
    const refitted = await refitStaleCompanyWeights(app.db, new Date());
    if (refitted) app.log.debug({ refitted }, "company ranking weights refitted");
  });
}
