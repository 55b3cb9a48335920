import {
  CalendarFeedCreated,
  CalendarFeedParams,
  CalendarFeedStatus,
} from "../integrations/calendar-feeds";
import type { Action } from "../permissions";
import { defineRoute, noContent } from "./define";

const tags = ["calendar-feeds"] as const;

const createDescription =
  "Answers the feed's absolute URL, whose token is its only credential and is never shown again. Creating a feed while one is on replaces it: the old URL stops answering at once.";

/** The same three routes under `/interviewers/me` and `/developers/me`, each with its action. */
function ownFeedRoutes<const P extends string, const A extends Action>(
  prefix: P,
  action: A,
  who: string,
) {
  const path = `${prefix}/calendar-feed` as const;
  return {
    create: defineRoute({
      method: "POST",
      path,
      action,
      summary: `Create or replace ${who} private iCalendar feed URL`,
      description: createDescription,
      tags,
      response: { 201: CalendarFeedCreated },
      errors: [],
    }),
    get: defineRoute({
      method: "GET",
      path,
      action,
      summary: `Whether ${who} calendar feed is on, when it was made and last fetched`,
      tags,
      response: { 200: CalendarFeedStatus },
      errors: [],
    }),
    revoke: defineRoute({
      method: "DELETE",
      path,
      action,
      summary: `Turn off ${who} calendar feed: its URL answers 404 from now on`,
      tags,
      response: { 204: noContent },
      errors: [],
    }),
  } as const;
}

/** Interviewers' (and staff who interview) own feeds: the interviews they run. */
export const interviewerCalendarFeed = ownFeedRoutes(
  "/interviewers/me",
  "calendarFeeds.interviewer",
  "the interviewer's",
);

/** Developers' own feeds: the interviews they take. */
export const developerCalendarFeed = ownFeedRoutes(
  "/developers/me",
  "calendarFeeds.developer",
  "the developer's",
);

/** The feed itself: no session, the token in the path is the credential. */
export const calendarFeeds = {
  ics: defineRoute({
    method: "GET",
    path: "/calendar-feeds/:token.ics",
    action: "calendarFeeds.read",
    summary: "A private iCalendar feed of one person's interviews (token in the URL)",
    description:
      "For calendar clients (Google Calendar, Outlook): one VEVENT per interview from 30 days back on, with the UID and SEQUENCE of the emailed invites; cancelled ones are STATUS:CANCELLED. Unknown and revoked tokens answer 404 alike. Rate-limited per client address. Sends an ETag and answers 304 to a matching If-None-Match.",
    tags,
    params: CalendarFeedParams,
    response: {},
    otherAnswers: [
      {
        status: 200,
        description: "The calendar (RFC 5545)",
        contentType: "text/calendar; charset=utf-8",
      },
      { status: 304, description: "Not modified since the ETag sent in If-None-Match" },
    ],
    errors: ["NOT_FOUND"],
  }),
} as const;
