import { JobList, type JobSitemap, routes } from "@encaja/contracts";
import { listSitemapJobs } from "@encaja/db/queries";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { listMyApplications } from "./applications.service";
import { getOwnOffer, listOwnOffers } from "./customers.service";
import { createFacetsCache } from "./facets-cache";
import { applyToJob, cacheKey, getPublicJob, searchJobBoard } from "./jobs.service";
import { answerInvitation, getInvitation } from "./offer-invitations.service";
import { createSitemapCache } from "./sitemap-cache";

/** Jobs listed in /sitemap.xml (two URLs each, far below the 50,000-URL sitemap limit). */
export const SITEMAP_MAX_JOBS = 5000;
/** How long each instance reuses the sitemap's job list (ADR 0017). */
const SITEMAP_TTL_SECONDS = 60;

/** The public job board, developers' applications and invitations, and customers' offers. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const facetsCache = createFacetsCache(app.config.JOBS_FACETS_TTL_SECONDS);
  app.demoData.onLoaded(() => {
    facetsCache.clear();
    app.boardPages.clear();
    app.jobPages.clear();
  });
  app.route({
    ...fromContract(routes.jobs.search),
    // Answers are cached as the JSON sent (ADR 0043, 0045), encoded with the route's schema
    // once, when computed: a cached page costs no response encoding.
    handler: async (request, reply) => {
      const answer = await app.boardPages.read(cacheKey(request.query), async () =>
        JSON.stringify(
          JobList.encode(
            await searchJobBoard(app.db, request.query, facetsCache, app.catalogNames),
          ),
        ),
      );
      // Already JSON: sent as it is (the type provider types `send` with the decoded shape).
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(answer);
    },
  });

  const sitemapCache = createSitemapCache<JobSitemap>(SITEMAP_TTL_SECONDS);
  app.route({
    ...fromContract(routes.jobs.sitemap),
    handler: async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${SITEMAP_TTL_SECONDS}`);
      return sitemapCache(async () => {
        const rows = await listSitemapJobs(app.db, SITEMAP_MAX_JOBS);
        return {
          items: rows.map((r) => ({ id: r.id, publishedAt: r.publishedAt?.toISOString() ?? null })),
        };
      });
    },
  });

  app.route({
    ...fromContract(routes.jobs.get),
    handler: async (request) =>
      app.jobPages.read(request.params.id, () => getPublicJob(app.db, request.params.id)),
  });

  app.route({
    ...fromContract(routes.jobs.apply, {
      config: { rateLimit: { bucket: "jobs.apply", limit: 60, windowSeconds: 3600, by: "user" } },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await applyToJob(app, requireAuth(request), request.params.id)),
  });

  app.route({
    ...fromContract(routes.applications.mine),
    handler: async (request) => listMyApplications(app.db, requireAuth(request), request.query),
  });

  app.route({
    ...fromContract(routes.offerInvitations.get),
    handler: async (request) => getInvitation(app.db, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(routes.offerInvitations.accept),
    handler: async (request) =>
      answerInvitation(app, requireAuth(request), request.params.id, "accept"),
  });
  app.route({
    ...fromContract(routes.offerInvitations.decline),
    handler: async (request) =>
      answerInvitation(app, requireAuth(request), request.params.id, "decline"),
  });

  app.route({
    ...fromContract(routes.customerOffers.list),
    handler: async (request) => listOwnOffers(app.db, requireAuth(request), request.query),
  });

  app.route({
    ...fromContract(routes.customerOffers.get),
    handler: async (request) => getOwnOffer(app.db, requireAuth(request), request.params.id),
  });
};
