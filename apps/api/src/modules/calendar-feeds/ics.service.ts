import { createHash } from "node:crypto";
import {
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_SECONDS,
  interviewDurations,
  type Locale,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  feedInterviewsOf,
  feedMatchingInterviewsOf,
  liveCalendarFeedByHash,
  markCalendarFeedFetched,
} from "@encaja/db/queries";
import { buildCalendarFeed, type FeedInterview, interviewEventUid } from "@encaja/email";
import type { Config } from "../../config";
import { notFound } from "../../errors/app-error";
import { webLink } from "../../lib/links";
import { hashToken } from "../auth/tokens";
import { interviewPagePath } from "../interviews/invites";

/** What serving a feed needs: the database, the web address (links) and MAIL_FROM (UIDs). */
export interface IcsDeps {
  db: Db;
  config: Pick<Config, "WEB_URL" | "MAIL_FROM">;
}

/** A feed as the route sends it: the calendar and its strong validator. */
export interface IcsFeed {
  body: string;
  etag: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The person's interviews as the feed lists them: both kinds, soonest first. */
async function feedEvents(
  deps: IcsDeps,
  userId: string,
  locale: Locale,
  since: Date,
): Promise<FeedInterview[]> {
  const { WEB_URL, MAIL_FROM } = deps.config;
  const interviews = await feedInterviewsOf(deps.db, userId, since);
  const matching = await feedMatchingInterviewsOf(deps.db, userId, since);
  const events: FeedInterview[] = interviews.map((row) => {
    const audience = row.interviewerUserId === userId ? "interviewer" : "developer";
    return {
      uid: interviewEventUid(row.id, MAIL_FROM),
      sequence: row.sequence,
      start: row.scheduledAt,
      end: new Date(row.scheduledAt.getTime() + row.durationMinutes * MINUTE_MS),
      kind: row.type,
      cancelled: row.status === "cancelled",
      withName: audience === "interviewer" ? fullName(row.developer) : (row.interviewerName ?? ""),
      meetingUrl: row.meetingUrl,
      link: webLink(WEB_URL, locale, interviewPagePath(audience, row)),
      updatedAt: row.updatedAt,
    };
  });
  for (const row of matching) {
    const start = row.scheduledAt!;
    // Matching interviews send no invite: SEQUENCE 0, and the usual length as they have none.
    events.push({
      uid: interviewEventUid(row.id, MAIL_FROM),
      sequence: 0,
      start,
      end: new Date(start.getTime() + interviewDurations.default * MINUTE_MS),
      kind: "matching",
      cancelled: false,
      withName: fullName(row.developer),
      link: webLink(WEB_URL, locale, `/matching-interview/${row.id}`),
      updatedAt: row.updatedAt,
    });
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
}

/**
 * GET /calendar-feeds/{token}.ics: the live feed of the token's hash, in its owner's language,
 * from 30 days back on. An unknown, revoked or disabled owner's token is the same 404.
 */
export async function readCalendarFeed(deps: IcsDeps, token: string): Promise<IcsFeed> {
  const feed = await liveCalendarFeedByHash(deps.db, hashToken(token));
  if (!feed) throw notFound("Calendar feed");
  const since = new Date(Date.now() - CALENDAR_FEED_PAST_DAYS * DAY_MS);
  const interviews = await feedEvents(deps, feed.userId, feed.locale, since);
  const body = buildCalendarFeed({
    locale: feed.locale,
    refreshSeconds: CALENDAR_FEED_REFRESH_SECONDS,
    interviews,
  });
  await markCalendarFeedFetched(deps.db, feed.id);
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  return { body, etag: `"${digest}"` };
}
