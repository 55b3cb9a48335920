import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  calendarFeedStatus,
  createCalendarFeed,
  turnOffCalendarFeed,
} from "./calendar-feeds.service";
import { readCalendarFeed } from "./ics.service";

/**
 * Per client address. Generous: Google's and Microsoft's fetchers poll many people's feeds
 * from shared addresses; the token itself is far beyond guessing.
 */
const FEED_RATE_LIMIT = { bucket: "calendar-feed", limit: 300, windowSeconds: 60 };

/** Calendar feeds: each person's own (interviewers and developers) and the public .ics. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const own of [routes.interviewerCalendarFeed, routes.developerCalendarFeed]) {
    app.route({
      ...fromContract(own.create),
      handler: async (request, reply) =>
        reply.status(201).send(await createCalendarFeed(app, requireAuth(request))),
    });
    app.route({
      ...fromContract(own.get),
      handler: async (request) => calendarFeedStatus(app.db, requireAuth(request)),
    });
    app.route({
      ...fromContract(own.revoke),
      handler: async (request, reply) => {
        await turnOffCalendarFeed(app.db, requireAuth(request));
        return reply.status(204).send(null);
      },
    });
  }

  app.route({
    ...fromContract(routes.calendarFeeds.ics, { config: { rateLimit: FEED_RATE_LIMIT } }),
    handler: async (request, reply) => {
      const feed = await readCalendarFeed(app, request.params.token);
      reply
        .header("cache-control", "private, max-age=300")
        .header("etag", feed.etag)
        .header("x-robots-tag", "noindex");
      if (request.headers["if-none-match"] === feed.etag) return reply.status(304).send();
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="encaja-interviews.ics"')
        .send(feed.body);
    },
  });
};
