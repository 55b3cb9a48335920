import { sql } from "drizzle-orm";
import pg from "pg";
import type { Executor } from "../queries/executor";
import type { DbHandle } from "./client";

/** Sends a NOTIFY (delivered to every listening instance when the surrounding transaction commits). */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Between attempts to reconnect a dropped LISTEN connection. */
const RECONNECT_EVERY_MS = 1_000;

/**
 * Listens on a channel across API instances. PostgreSQL: a dedicated connection that
 * reconnects after a drop, forever, and then calls `onReconnect` (messages sent while it was
 * down are lost, so the caller resynchronises: by then a resync can reach the database and
 * every later message arrives). PGlite is single-process: its own LISTEN works in-process.
 */
export async function listen(
  handle: DbHandle,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  if (handle.kind === "pglite") {
    const client = (
      handle.db as unknown as {
        $client: { listen(c: string, cb: (p: string) => void): Promise<() => Promise<void>> };
      }
    ).$client;
    return client.listen(channel, onMessage);
  }
  const options = handle.pool?.options;
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(options);
    next.on("notification", (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? "");
    });
    // A drop shows as "error" (the server went away) and/or "end"; only the live connection's
    // drop reconnects: a failed attempt is retried by whoever made it.
    const dropped = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      retry();
    };
    next.on("error", dropped);
    next.on("end", dropped);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const retry = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onReconnect();
        },
        () => retry(),
      );
    }, RECONNECT_EVERY_MS);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
