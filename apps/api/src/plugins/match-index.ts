import { createMatchIndex, type MatchIndex } from "@encaja/matching";
import type { FastifyInstance } from "fastify";
import { repeatWhileOpen } from "./repeat";

declare module "fastify" {
  interface FastifyInstance {
    /** The in-memory ranking index (ADR 0044); undefined with MATCH_INDEX=sql. */
    matchIndex: MatchIndex | undefined;
  }
}

/** How often an idle instance applies the changes anyway, so none piles up (ADR 0044). */
const SYNC_EVERY_MS = 30_000;

/**
 * Loads every developer's ranking facts once the app is ready, in the background (rankings
 * answer from SQL until then), keeps them in step every 30 s besides the sync each ranking
 * makes, and reloads after a failure or a long pause.
 */
export function registerMatchIndex(app: FastifyInstance): void {
  if (app.config.MATCH_INDEX === "sql") {
    app.decorate("matchIndex", undefined);
    return;
  }
  const index = createMatchIndex({ text: app.config.MATCH_INDEX_TEXT });
  app.decorate("matchIndex", index);
  let loading: Promise<void> | undefined;
  let reportedMismatches = 0;
  const load = () => {
    loading ??= index
      .load(app.db)
      .then(
        () => {
          const { developers, bytes, loadMs } = index.stats();
          app.log.info(
            { developers, megabytes: Math.round(bytes / 2 ** 20), ms: Math.round(loadMs) },
            "ranking index loaded",
          );
        },
        (error: unknown) => {
          if (index.state !== "closed") {
            app.log.warn({ err: error }, "ranking index not loaded; rankings use SQL meanwhile");
          }
        },
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  app.addHook("onReady", async () => {
    void load();
  });
  repeatWhileOpen(
    app,
    { name: "ranking index", firstMs: SYNC_EVERY_MS, everyMs: SYNC_EVERY_MS },
    async () => {
      if (index.state === "empty") await load();
      else if (index.state === "ready") await index.sync(app.db);
      // A page the database scored differently was ranked in SQL instead: right, but slower,
      // and if it keeps happening the two formulas have drifted apart.
      const { mismatches } = index.stats();
      if (mismatches > reportedMismatches) {
        app.log.warn(
          { pages: mismatches - reportedMismatches },
          "ranking pages the index scored differently from SQL (answered from SQL)",
        );
        reportedMismatches = mismatches;
      }
    },
  );
  app.addHook("onClose", async () => {
    index.close();
    await loading;
  });
}
