import type { CalendarFeedCreated, CalendarFeedStatus } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  activeCalendarFeed,
  recordAudit,
  replaceCalendarFeed,
  revokeCalendarFeeds,
} from "@encaja/db/queries";
import type { Config } from "../../config";
import type { AuthContext } from "../../plugins/authorization";
import { hashToken, newToken } from "../auth/tokens";

/** What managing one's feed needs: the database and the API's public address (the feed URL). */
export interface CalendarFeedDeps {
  db: Db;
  config: Pick<Config, "API_URL">;
}

/** A feed's absolute URL: served by the API, the token its only credential. */
export const calendarFeedUrl = (apiUrl: string, token: string): string =>
  `${apiUrl}/calendar-feeds/${token}.ics`;

const feedTarget = (id: string) => ({ type: "calendar_feed", id });

/**
 * POST …/calendar-feed: a new 256-bit token, of which only the SHA-256 is kept. A random
 * token needs no slow hash (a password does, because people pick guessable ones): nobody
 * can walk 2^256 candidates, so one SHA-256 is as safe and keeps every poll cheap.
 * Any feed the person had stops answering.
 */
export async function createCalendarFeed(
  deps: CalendarFeedDeps,
  auth: AuthContext,
): Promise<CalendarFeedCreated> {
  const token = newToken();
  const feed = await deps.db.transaction(async (tx) => {
    const created = await replaceCalendarFeed(tx, auth.userId, hashToken(token));
    await recordAudit(tx, {
      action: "calendar_feed.created",
      actorUserId: auth.userId,
      subjectUserId: auth.userId,
      target: feedTarget(created.feed.id),
      details: { replaced: created.replaced },
    });
    return created.feed;
  });
  return {
    url: calendarFeedUrl(deps.config.API_URL, token),
    createdAt: feed.createdAt.toISOString(),
  };
}

/** GET …/calendar-feed: on or off, never the token (it is not stored). */
export async function calendarFeedStatus(db: Db, auth: AuthContext): Promise<CalendarFeedStatus> {
  const feed = await activeCalendarFeed(db, auth.userId);
  return {
    active: Boolean(feed),
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastFetchedAt: feed?.lastFetchedAt?.toISOString() ?? null,
  };
}

/** DELETE …/calendar-feed: turns the feed off (nothing to do when it is already off). */
export async function turnOffCalendarFeed(db: Db, auth: AuthContext): Promise<void> {
  await db.transaction(async (tx) => {
    const feed = await activeCalendarFeed(tx, auth.userId);
    if (!feed || !(await revokeCalendarFeeds(tx, auth.userId))) return;
    await recordAudit(tx, {
      action: "calendar_feed.revoked",
      actorUserId: auth.userId,
      subjectUserId: auth.userId,
      target: feedTarget(feed.id),
    });
  });
}
