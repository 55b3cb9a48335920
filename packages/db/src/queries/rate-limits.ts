import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { loginFailures, rateLimits } from "../schema";
import { compiled } from "./compiled";
import type { Executor } from "./executor";

const countHit = compiled(["bucket", "key", "windowSeconds"], (db, p) => {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${p.windowSeconds})`;
  return db
    .insert(rateLimits)
    .values({ bucket: p.bucket, key: p.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetIn: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${p.windowSeconds}) - now())))::int`,
    });
});
/**
 * Counts one hit in a fixed window shared by all API instances. Returns the count so far
 * in the current window and the seconds until it resets.
 */
export async function hitRateLimit(
  db: Executor,
  input: { bucket: string; key: string; windowSeconds: number },
): Promise<{ count: number; resetInSeconds: number }> {
  const [row] = await countHit(db, input);
  return { count: row!.count, resetInSeconds: Math.max(1, Number(row!.resetIn)) };
}

export async function recordLoginFailure(db: Executor, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

export interface LoginCounter {
  /** Attempts in the sliding window, the caller's own included. */
  count: number;
  /** Seconds until the oldest of them leaves the window (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Records a login attempt *before* the password is checked and then counts, in a second
 * statement, the attempts in the window for the account+client pair, the account and the
 * client. Every attempt's row is committed before it counts, so of N simultaneous attempts
 * the k-th to commit sees at least k rows: no more than `limit` of them can pass a check of
 * `count <= limit` (the race of "count, slow hash, then record" is gone).
 * The row stays as the failure record if the password is wrong; `forgetLoginAttempt` drops
 * it when the attempt was refused or was not a guess, `clearLoginFailures` on success.
 */
export async function beginLoginAttempt(
  db: Executor,
  input: { email: string; client: string; windowSeconds: number },
): Promise<{ id: string; pair: LoginCounter; account: LoginCounter; client: LoginCounter }> {
  const [attempt] = await db
    .insert(loginFailures)
    .values({ email: input.email, ip: input.client })
    .returning({ id: loginFailures.id });
  const since = sql`now() - make_interval(secs => ${input.windowSeconds})`;
  const isEmail = sql`${loginFailures.email} = ${input.email}`;
  const isClient = sql`${loginFailures.ip} = ${input.client}`;
  const retry = (filter: ReturnType<typeof sql>) =>
    sql<number>`coalesce(ceil(extract(epoch from (min(${loginFailures.createdAt}) filter (where ${filter}) + make_interval(secs => ${input.windowSeconds}) - now())))::int, 1)`;
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${isEmail} and ${isClient})::int`,
      pairRetry: retry(sql`${isEmail} and ${isClient}`),
      account: sql<number>`count(*) filter (where ${isEmail})::int`,
      accountRetry: retry(isEmail),
      client: sql<number>`count(*) filter (where ${isClient})::int`,
      clientRetry: retry(isClient),
    })
    .from(loginFailures)
    .where(and(or(isEmail, isClient), gt(loginFailures.createdAt, since)));
  const counter = (count: unknown, retryAfter: unknown): LoginCounter => ({
    count: Number(count ?? 0),
    retryAfterSeconds: Math.max(1, Number(retryAfter ?? 1)),
  });
  return {
    id: attempt!.id,
    pair: counter(row?.pair, row?.pairRetry),
    account: counter(row?.account, row?.accountRetry),
    client: counter(row?.client, row?.clientRetry),
  };
}

/** Drops one attempt's row (it was refused before any password check, or was no guess). */
export async function forgetLoginAttempt(db: Executor, id: string) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Forgets every failure for the account (a right password, a password reset or change). */
export async function clearLoginFailures(db: Executor, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function pruneLoginFailures(db: Executor, olderThanSeconds: number) {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
