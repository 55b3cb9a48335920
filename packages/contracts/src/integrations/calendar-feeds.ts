import { z } from "zod";

/**
 * Private iCalendar subscription feeds (ADR 0059): an interviewer's or a developer's interviews
 * as a `text/calendar` URL that Google Calendar or Outlook polls. The token in the URL is the
 * only credential, so it is shown once, when the feed is created.
 */

/** How often calendar clients are asked to poll the feed (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_FEED_REFRESH_SECONDS = 15 * 60;

/** How far back the feed reaches; every future interview is in it. */
export const CALENDAR_FEED_PAST_DAYS = 30;

/** `POST …/calendar-feed` (201): the feed's absolute URL, token included; shown only now. */
export const CalendarFeedCreated = z.object({
  url: z.url(),
  createdAt: z.iso.datetime(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

/** `GET …/calendar-feed`: whether a feed is on, never its token. */
export const CalendarFeedStatus = z.object({
  active: z.boolean(),
  /** When the current feed was created; null without one. */
  createdAt: z.iso.datetime().nullable(),
  /** When a calendar last fetched it (to the minute); null until the first fetch. */
  lastFetchedAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/**
 * The public feed's path parameter. Any string up to a sane length: a malformed token answers
 * 404 like an unknown one, never a validation error that would tell the two apart.
 */
export const CalendarFeedParams = z.object({ token: z.string().min(1).max(128) });
export type CalendarFeedParams = z.infer<typeof CalendarFeedParams>;
