import { runHousekeeping } from "@encaja/db";
import type { FastifyInstance } from "fastify";
import { repeatWhileOpen } from "./repeat";

/**
 * Prunes ended sessions, old login failures, expired tokens and unclaimed `/hire` drafts past
 * their expiry: a minute after start, then hourly.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  repeatWhileOpen(
    app,
    { name: "housekeeping", firstMs: 60_000, everyMs: 60 * 60_000 },
    async () => {
      if (await runHousekeeping(app.db)) app.log.debug("housekeeping done");
    },
  );
}
