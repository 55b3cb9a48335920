import {
  Application,
  ApplicationList,
  ApplicationListQuery,
  CustomerOffer,
  CustomerOfferList,
  CustomerOfferQuery,
  IdParams,
  JobDetail,
  JobList,
  JobSearchQuery,
  JobSitemap,
  OfferInvitation,
} from "@encaja/contracts";
import { listSitemapJobs } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/authorization";
import { listMyApplications } from "./applications.service";
import { decodeCursor } from "./cursor";
import { getOwnOffer, listOwnOffers } from "./customers.service";
import { createFacetsCache } from "./facets-cache";
import { applyToJob, getPublicJob, searchJobBoard } from "./jobs.service";
import { answerInvitation, getInvitation } from "./offer-invitations.service";
import { createSitemapCache } from "./sitemap-cache";

const security = [{ bearer: [] }];
/** Jobs listed in /sitemap.xml (two URLs each, far below the 50,000-URL sitemap limit). */
export const SITEMAP_MAX_JOBS = 5000;
/** How long each instance reuses the sitemap's job list (ADR 0017). */
const SITEMAP_TTL_SECONDS = 60;

/** The public job board, developers' applications and invitations, and customers' offers. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = { tags: ["jobs"] };
  const facetsCache = createFacetsCache(app.config.JOBS_FACETS_TTL_SECONDS);
  app.get(
    "/jobs",
    {
      schema: { ...jobs, querystring: JobSearchQuery, response: { 200: JobList } },
      config: { action: "jobs.read" },
    },
    async (request) => searchJobBoard(app.db, request.query, facetsCache),
  );

  const sitemapCache = createSitemapCache<JobSitemap>(SITEMAP_TTL_SECONDS);
  app.get(
    "/jobs/sitemap",
    {
      schema: { ...jobs, response: { 200: JobSitemap } },
      config: { action: "jobs.read" },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${SITEMAP_TTL_SECONDS}`);
      return sitemapCache(async () => {
        const rows = await listSitemapJobs(app.db, SITEMAP_MAX_JOBS);
        return {
          items: rows.map((r) => ({ id: r.id, publishedAt: r.publishedAt?.toISOString() ?? null })),
        };
      });
    },
  );

  app.get(
    "/jobs/:id",
    {
      schema: { ...jobs, params: IdParams, response: { 200: JobDetail } },
      config: { action: "jobs.read" },
    },
    async (request) => getPublicJob(app.db, request.params.id),
  );

  app.post(
    "/jobs/:id/apply",
    {
      schema: { ...jobs, security, params: IdParams, response: { 201: Application } },
      config: {
        action: "jobs.apply",
        rateLimit: { bucket: "jobs.apply", limit: 60, windowSeconds: 3600, by: "user" },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyToJob(app.db, requireAuth(request), request.params.id)),
  );

  const dev = { tags: ["applications"], security };
  app.get(
    "/applications/me",
    {
      schema: { ...dev, querystring: ApplicationListQuery, response: { 200: ApplicationList } },
      config: { action: "applications.self" },
    },
    async (request) => listMyApplications(app.db, requireAuth(request), request.query),
  );

  const invitation = {
    schema: { ...dev, params: IdParams, response: { 200: OfferInvitation } },
    config: { action: "offerInvitations.self" as const },
  };
  app.get("/offer-invitations/:id", invitation, async (request) =>
    getInvitation(app.db, requireAuth(request), request.params.id),
  );
  app.post("/offer-invitations/:id/accept", invitation, async (request) =>
    answerInvitation(app.db, requireAuth(request), request.params.id, "accept"),
  );
  app.post("/offer-invitations/:id/decline", invitation, async (request) =>
    answerInvitation(app.db, requireAuth(request), request.params.id, "decline"),
  );

  const customer = { tags: ["customers"], security };
  app.get(
    "/customers/me/offers",
    {
      schema: {
        ...customer,
        querystring: CustomerOfferQuery,
        response: { 200: CustomerOfferList },
      },
      config: { action: "customers.offers.self" },
    },
    async (request) =>
      listOwnOffers(
        app.db,
        requireAuth(request),
        request.query,
        decodeCursor(request.query.cursor),
      ),
  );

  app.get(
    "/customers/me/offers/:id",
    {
      schema: { ...customer, params: IdParams, response: { 200: CustomerOffer } },
      config: { action: "customers.offers.self" },
    },
    async (request) => getOwnOffer(app.db, requireAuth(request), request.params.id),
  );
};
