import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb, type Db, type DbHandle } from "@encaja/db/client";
import { chatIdOfDeveloperUser } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { repoRoot } from "../lifecycle/api-process";
import { seedTestCatalog } from "../testing/developers";
import { createSignedInUser } from "../testing/factories";

/**
 * Shared pieces of the fault suite. Every file stops and starts a PostgreSQL cluster of its own
 * (never the DATABASE_URL one). `npm run verify:faults` (FAULTS_FULL=1) runs all of it; the test
 * command's PostgreSQL pass (DATABASE_URL set) runs the fast slice, and the embedded pass skips
 * it, so it does not run twice in CI.
 */
export const faultsFull = process.env.FAULTS_FULL === "1";
export const faultsWanted = faultsFull || Boolean(process.env.DATABASE_URL);

/** Every request made during a fault answers within this: failing fast, never hanging. */
export const REQUEST_BOUND_MS = 5_000;

/** scripts/bench/lib/postgres.mjs's cluster, as the fault tests use it. */
export interface OwnPostgres {
  url: string;
  shutdownAsync(): Promise<void>;
  crashAsync(): Promise<void>;
  startAsync(): Promise<void>;
  /** Stops the server for good and deletes the cluster. */
  stop(): void;
}

/** A throwaway PostgreSQL cluster on a free port (the benchmarks' helper, reused). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const helper = pathToFileURL(path.join(repoRoot, "scripts/bench/lib/postgres.mjs")).href;
  const { startThrowawayPostgres } = (await import(helper)) as {
    startThrowawayPostgres(): Promise<OwnPostgres>;
  };
  return startThrowawayPostgres();
}

/** The environment of an API process on that cluster, plus `extra`. */
export const apiEnv = (pg: OwnPostgres, extra: Record<string, string> = {}) => ({
  DATABASE_URL: pg.url,
  DB_POOL_SIZE: "4",
  ...extra,
});

/** The test's own connection to the cluster (once the API migrated it), with the catalogue. */
export async function openFaultDatabase(pg: OwnPostgres): Promise<DbHandle> {
  const db = await createDb({ databaseUrl: pg.url, poolSize: 2 });
  await seedTestCatalog(db.db);
  return db;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; answers how long that took, throws after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 200,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
  return Date.now() - started;
}

export interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

/** One request, timed; the abort only guards the test run (the bound is asserted separately). */
export async function timedFetch(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return {
    status: res.status,
    ms: Math.round(performance.now() - started),
    retryAfter: res.headers.get("retry-after"),
    body,
  };
}

/** The answer of a request a fault stopped: a 503 envelope the client can retry, quickly. */
export function expectRetryableFailure(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(REQUEST_BOUND_MS);
}

/** The readiness answer's check of one part ("database", "storage", …). */
export const readinessCheck = (answer: Answer, part: string) =>
  (answer.body as { checks: Record<string, { status: string }> }).checks[part]?.status;

export async function developerWithChat(db: Db) {
  const developer = await createSignedInUser(db, "developer");
  const chatId = await chatIdOfDeveloperUser(db, developer.userId);
  if (!chatId) throw new Error("the developer has no chat");
  return { ...developer, chatId };
}

export const sendMessage = (base: string, chatId: string, token: string, body: string) =>
  timedFetch(`${base}/chats/${chatId}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ clientId: randomUUID(), body }),
  });

/** Asks for a password reset email through the API (it always answers 202). */
export async function requestPasswordReset(base: string, email: string): Promise<void> {
  const answer = await timedFetch(`${base}/auth/password/forgot`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(answer.status).toBe(202);
}

export interface SentMessage {
  chatId: string;
  body: string;
  answer: Answer;
  at: number;
}

/**
 * Each writer sends chat messages in a loop (paced under the 10 per second chat limit) until
 * `stop`, which answers every attempt. `baseOf` picks the instance of each writer's next send.
 */
export function chatTraffic(
  writers: Array<{ chatId: string; token: string }>,
  baseOf: (writer: number) => string | null,
  pauseMs = 150,
) {
  const sent: SentMessage[] = [];
  let stopped = false;
  const loops = writers.map(async (writer, i) => {
    for (let n = 0; !stopped; n++) {
      const base = baseOf(i);
      if (!base) return;
      const body = `w${i}-${n}-${randomUUID().slice(0, 8)}`;
      // No answer at all (status 0): the instance died under the request.
      const answer = await sendMessage(base, writer.chatId, writer.token, body).catch(
        (): Answer => ({ status: 0, ms: 0, retryAfter: null, body: null }),
      );
      sent.push({ chatId: writer.chatId, body, answer, at: Date.now() });
      await sleep(pauseMs);
    }
  });
  return {
    sent,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return sent;
    },
  };
}

/** How many times each acknowledged (201) message is stored: 1 each when nothing was lost. */
export async function storedCopies(db: Db, sent: SentMessage[]): Promise<number[]> {
  const acknowledged = sent.filter((m) => m.answer.status === 201);
  if (acknowledged.length === 0) return [];
  const rows = await db
    .select({ body: schema.chatMessages.body })
    .from(schema.chatMessages)
    .where(
      and(
        inArray(schema.chatMessages.chatId, [...new Set(acknowledged.map((m) => m.chatId))]),
        inArray(
          schema.chatMessages.body,
          acknowledged.map((m) => m.body),
        ),
      ),
    );
  return acknowledged.map((m) => rows.filter((r) => r.body === m.body).length);
}
