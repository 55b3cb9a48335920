import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { createFacetsCache } from "../offers/facets-cache";
import { createCursorCodec } from "./cursor";
import { findTalent, type TalentCounts, warmTalentFacets } from "./talent.service";

/** GET /talent: faceted talent search (staff by name; customers anonymised). */
export const talentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Same TTL setting as the job board's facet counts (0 turns the cache off).
  const facetsCache = createFacetsCache<TalentCounts>(app.config.JOBS_FACETS_TTL_SECONDS);
  // Opaque cursors (ADR 0018): sealed with CURSOR_SECRET, or a per-process random key.
  const cursors = createCursorCodec(app.config.CURSOR_SECRET);
  const warm = () => {
    const started = Date.now();
    warmTalentFacets(app.db, facetsCache).then(
      () => app.log.info({ ms: Date.now() - started }, "talent facet counts warmed"),
      (error) => app.log.warn({ err: error }, "talent facet warm-up failed"),
    );
  };
  const warmup = app.config.TALENT_FACETS_WARMUP && app.config.JOBS_FACETS_TTL_SECONDS > 0;
  // In the background once listening: a slow aggregation must not delay the start.
  if (warmup) app.addHook("onListen", async () => warm());
  app.demoData.onLoaded(() => {
    facetsCache.clear();
    if (warmup) warm();
  });
  app.route({
    ...fromContract(routes.talent.search),
    handler: async (request) =>
      findTalent(
        app.db,
        requireAuth(request),
        request.query,
        facetsCache,
        cursors,
        app.matchIndex,
        app.catalogNames,
      ),
  });
};
