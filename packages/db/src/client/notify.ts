import { sql } from "drizzle-orm";
import pg from "pg";
import type { Executor } from "../queries/executor";
import type { DbHandle } from "./client";

/** Sends a NOTIFY (delivered to every listening instance when the surrounding transaction commits). */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Listens on a channel across API instances. PostgreSQL: a dedicated connection that
 * reconnects after a drop (calling `onReconnect`, since messages may have been missed).
 * PGlite is single-process: its own LISTEN works in-process.
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
    if (stopped) return;
    const next = new pg.Client(options);
    next.on("notification", (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? "");
    });
    next.on("error", () => {
      next.end().catch(() => {});
      if (!stopped) {
        onReconnect();
        retry();
      }
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  // A failed reconnect (the server still down) tries again, forever, a second apart.
  const retry = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      connect().catch(() => {
        if (!stopped) retry();
      });
    }, 1_000);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
