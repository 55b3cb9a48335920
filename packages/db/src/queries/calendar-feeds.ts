import { and, asc, eq, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  calendarFeeds,
  candidates,
  developers,
  interviews,
  matchingInterviews,
  users,
} from "../schema";
import { developerName } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { lockKey } from "./locks";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The most events one feed lists: a bound on the work of a fetch, far above any real schedule. */
export const CALENDAR_FEED_MAX_EVENTS = 2000;

/** The person's live feed, if any. */
export async function activeCalendarFeed(db: Executor, userId: string) {
  return firstRow(
    db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt))),
  );
}

/** Turns off the person's live feed; true when there was one. */
export async function revokeCalendarFeeds(db: Executor, userId: string): Promise<boolean> {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return revoked.length > 0;
}

/**
 * Replaces the person's live feed with one for `tokenHash` (inside the caller's transaction):
 * the old token stops at once. Creations for one person take turns, so two racing ones end
 * with exactly one live feed. `replaced` says whether a live feed was turned off.
 */
export async function replaceCalendarFeed(tx: Executor, userId: string, tokenHash: string) {
  await lockKey(tx, `calendar-feed:${userId}`);
  const replaced = await revokeCalendarFeeds(tx, userId);
  const [feed] = await tx.insert(calendarFeeds).values({ userId, tokenHash }).returning();
  return { feed: feed!, replaced };
}

/**
 * The live feed of a token's hash, with its owner's language; none when the token is unknown,
 * revoked or its owner disabled: one indexed read whichever the reason, so they cannot be told
 * apart by time.
 */
export async function liveCalendarFeedByHash(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({
        id: calendarFeeds.id,
        userId: calendarFeeds.userId,
        lastFetchedAt: calendarFeeds.lastFetchedAt,
        locale: users.locale,
      })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(
        and(
          eq(calendarFeeds.tokenHash, tokenHash),
          isNull(calendarFeeds.revokedAt),
          isNull(users.disabledAt),
        ),
      ),
  );
}

/** Records a fetch, at most once a minute per feed (a poll is a read, not a write each time). */
export async function markCalendarFeedFetched(db: Executor, feedId: string) {
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        or(
          isNull(calendarFeeds.lastFetchedAt),
          sql`${calendarFeeds.lastFetchedAt} < now() - interval '1 minute'`,
        ),
      ),
    );
}

const interviewer = alias(users, "feed_interviewer");

/**
 * The soft, hard and English interviews a person runs or takes, starting at `since` or later,
 * soonest first, with both participants' names.
 */
export async function feedInterviewsOf(db: Executor, userId: string, since: Date) {
  const developer = await firstRow(
    db.select({ id: developers.id }).from(developers).where(eq(developers.userId, userId)),
  );
  const mine = developer
    ? or(eq(interviews.interviewerUserId, userId), eq(interviews.developerId, developer.id))
    : eq(interviews.interviewerUserId, userId);
  return db
    .select({
      id: interviews.id,
      type: interviews.type,
      status: interviews.status,
      scheduledAt: interviews.scheduledAt,
      durationMinutes: interviews.durationMinutes,
      meetingUrl: interviews.meetingUrl,
      sequence: interviews.sequence,
      updatedAt: interviews.updatedAt,
      interviewerUserId: interviews.interviewerUserId,
      interviewerName: interviewer.fullName,
      developer: developerName,
    })
    .from(interviews)
    .innerJoin(developers, eq(developers.id, interviews.developerId))
    .leftJoin(interviewer, eq(interviewer.id, interviews.interviewerUserId))
    .where(and(mine, gte(interviews.scheduledAt, since)))
    .orderBy(asc(interviews.scheduledAt), asc(interviews.id))
    .limit(CALENDAR_FEED_MAX_EVENTS);
}

/** The matching interviews a matcher runs that have a time at `since` or later, soonest first. */
export async function feedMatchingInterviewsOf(db: Executor, userId: string, since: Date) {
  return db
    .select({
      id: matchingInterviews.id,
      scheduledAt: matchingInterviews.scheduledAt,
      updatedAt: matchingInterviews.updatedAt,
      developer: developerName,
    })
    .from(matchingInterviews)
    .innerJoin(candidates, eq(candidates.id, matchingInterviews.candidateId))
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .where(
      and(
        eq(matchingInterviews.interviewerUserId, userId),
        isNotNull(matchingInterviews.scheduledAt),
        gte(matchingInterviews.scheduledAt, since),
      ),
    )
    .orderBy(asc(matchingInterviews.scheduledAt), asc(matchingInterviews.id))
    .limit(CALENDAR_FEED_MAX_EVENTS);
}
