import { and, eq, gt, lt, sql } from "drizzle-orm";
import { loginFailures, rateLimits } from "../schema";
import type { Executor } from "./executor";

/**
 * Counts one hit in a fixed window shared by all API instances. Returns the count so far
 * in the current window and the seconds until it resets.
 */
export async function hitRateLimit(
  db: Executor,
  input: { bucket: string; key: string; windowSeconds: number },
): Promise<{ count: number; resetInSeconds: number }> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${input.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: input.bucket, key: input.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetIn: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${input.windowSeconds}) - now())))::int`,
    });
  return { count: row!.count, resetInSeconds: Math.max(1, Number(row!.resetIn)) };
}

export async function recordLoginFailure(db: Executor, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

/** Failures in the sliding window, and seconds until the oldest of them leaves it. */
async function countFailures(
  db: Executor,
  where: ReturnType<typeof eq>,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retry: sql<number>`coalesce(ceil(extract(epoch from (min(${loginFailures.createdAt}) + make_interval(secs => ${windowSeconds}) - now())))::int, 0)`,
    })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, since)));
  return {
    count: Number(row?.count ?? 0),
    retryAfterSeconds: Math.max(1, Number(row?.retry ?? 1)),
  };
}

export function countLoginFailuresForEmail(db: Executor, email: string, windowSeconds: number) {
  return countFailures(db, eq(loginFailures.email, email), windowSeconds);
}

export function countLoginFailuresForIp(db: Executor, ip: string, windowSeconds: number) {
  return countFailures(db, eq(loginFailures.ip, ip), windowSeconds);
}

export async function clearLoginFailures(db: Executor, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function pruneLoginFailures(db: Executor, olderThanSeconds: number) {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
