import { randomUUID } from "node:crypto";
import type { Action, JobDetail } from "@encaja/contracts";
import { listen, notify } from "@encaja/db/client";
import type { FastifyInstance } from "fastify";
import { type CatalogNames, createCatalogNames } from "../modules/catalog/catalog-names";
import { type BoardPageCache, createBoardPageCache } from "../modules/offers/board-page-cache";
import { jobBoardChanged } from "../modules/offers/sitemap-cache";

/** "The public job board may have changed": every API instance drops its cached pages. */
export const BOARD_CHANNEL = "encaja_board";

/**
 * Writes that cannot change what the board shows (offers, their skills and stacks, company
 * names): the frequent ones, so they keep the cache. Anything else a non-developer writes
 * clears it, so a new kind of write is safe by default.
 */
const BOARD_NEUTRAL_ACTIONS = new Set<Action>([
  "auth.login",
  "auth.logout",
  "auth.register",
  "auth.google",
  "auth.passwordForgot",
  "auth.passwordReset",
  "auth.emailVerify",
  "auth.emailResend",
  "chats.write",
  "chats.assign",
  "notifications.self",
  "notifications.unsubscribe",
  "interviews.run",
  "pipeline.manage",
  "customers.candidates.self",
  "deepProfiles.manage",
  "matching.read",
  "talent.search",
]);

/** Job pages each instance keeps at most (a few kB each). */
const JOB_PAGES_KEPT = 5_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Cached answers of GET /jobs (page and facets), as the JSON sent (ADR 0043, 0045). */
    boardPages: BoardPageCache<string>;
    /** Cached answers of GET /jobs/:id, cleared with the board's pages (ADR 0045). */
    jobPages: BoardPageCache<JobDetail>;
    /** Skill names and former names for talent search, cleared with the board's pages. */
    catalogNames: CatalogNames;
  }
}

/**
 * The job board's page cache (with its job pages, and the sitemap's) and what keeps them
 * honest: a successful write by anyone but a developer (developers cannot change offers)
 * clears them before its answer leaves, so whoever made the write reads it back at once, and
 * tells the other instances through NOTIFY.
 */
export function registerBoardPages(app: FastifyInstance): void {
  const cache = createBoardPageCache<string>(app.config.JOBS_PAGE_TTL_SECONDS);
  app.decorate("boardPages", cache);
  // Job pages are read one by one from a much longer list than the board's first pages.
  const jobPages = createBoardPageCache<JobDetail>(
    app.config.JOBS_PAGE_TTL_SECONDS,
    undefined,
    JOB_PAGES_KEPT,
  );
  app.decorate("jobPages", jobPages);
  const catalogNames = createCatalogNames(app.config.CATALOG_NAMES_TTL_SECONDS);
  app.decorate("catalogNames", catalogNames);
  // The sitemap's job list (sitemap-cache.ts) and the catalogue's names follow the same signal.
  const changed = () => {
    cache.clear();
    jobPages.clear();
    catalogNames.clear();
    jobBoardChanged();
  };

  // Names this instance in its announcements, so it skips its own: it cleared before answering,
  // and a read racing the write never stores its page (board-page-cache.ts).
  const instance = randomUUID();

  app.addHook("onSend", async (request, reply, payload) => {
    const write = !["GET", "HEAD", "OPTIONS"].includes(request.method);
    const action = request.routeOptions.config?.action;
    if (!write || reply.statusCode >= 400 || request.auth?.role === "developer") return payload;
    if (action && BOARD_NEUTRAL_ACTIONS.has(action)) return payload;
    changed();
    notify(app.db, BOARD_CHANNEL, instance).catch((error: unknown) =>
      request.log.warn({ err: error }, "could not tell other instances the board changed"),
    );
    return payload;
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stop = await listen(
      app.dbHandle,
      BOARD_CHANNEL,
      (from) => {
        if (from !== instance) changed();
      },
      changed,
    );
  });
  app.addHook("onClose", async () => {
    await stop?.();
  });
}
