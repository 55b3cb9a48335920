import { runHousekeeping } from "@encaja/db";
import type { FastifyInstance } from "fastify";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/** Prunes ended sessions, old login failures and expired tokens: a minute after start, then hourly. */
export function registerHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = async () => {
    try {
      if (await runHousekeeping(app.db)) app.log.debug("housekeeping done");
    } catch (error) {
      app.log.warn({ err: error }, "housekeeping failed; it runs again later");
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
