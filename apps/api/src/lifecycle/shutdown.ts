import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closed last, once nothing of the app uses it any more. */
  db: { close(): Promise<void> };
  /** The whole sequence's deadline (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/** Idle keep-alive connections are closed this often while requests drain. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops an instance without losing work (docs/operations.md, "Shutdown"):
 * 1. readiness answers 503 and every answer from now on closes its connection;
 * 2. `app.close()`: WebSockets close with 1001, background jobs and the outbox sender stop
 *    scheduling, the server stops accepting connections and waits for the requests in flight;
 *    then the onClose hooks await a job run under way and stop LISTEN and the index;
 * 3. the database closes.
 * Resolves true when all of it finished within `timeoutMs`, false when the deadline passed
 * first (the caller exits 1 then; the process's end releases connections and locks).
 */
export async function shutdown({ app, db, timeoutMs }: ShutdownOptions): Promise<boolean> {
  app.inFlight.beginShutdown();
  // A connection whose answer went out just before the server's close turns idle after it:
  // Node closes idle connections only once, when the close begins.
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
  sweep.unref();
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    deadline = setTimeout(() => resolve(false), timeoutMs);
    deadline.unref();
  });
  try {
    const sequence = app.close().then(() => db.close());
    return await Promise.race([sequence.then(() => true as const), timedOut]);
  } finally {
    clearTimeout(deadline);
    clearInterval(sweep);
  }
}
