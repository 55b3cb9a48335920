import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestamptz } from "./columns";
import { users } from "./identity";

/**
 * Private iCalendar subscription feeds (ADR 0059): at most one live feed per person. Only the
 * SHA-256 of the URL's token is stored; a revoked row stays (revoked_at) until the account is
 * erased, so "turned off" and "never had one" read the same to the public route.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: idColumn(),
    userId: ref.owner("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamptz("revoked_at"),
    /** Written at most once a minute, not on every poll. */
    lastFetchedAt: timestamptz("last_fetched_at"),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_hash_key").on(t.tokenHash),
    uniqueIndex("calendar_feeds_user_active_key").on(t.userId).where(sql`${t.revokedAt} is null`),
    index("calendar_feeds_user_idx").on(t.userId, t.createdAt),
  ],
);
