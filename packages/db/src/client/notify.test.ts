import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { listen, notify } from "./notify";

const databaseUrl = process.env.DATABASE_URL;

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// A dropped LISTEN connection (here: its backend terminated, as a server restart does).
describe.skipIf(!databaseUrl)("listen after its connection drops", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({ databaseUrl, poolSize: 2 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("reconnects, then calls onReconnect, when a resync can already reach every message", async () => {
    const channel = `test_${randomBytes(4).toString("hex")}`;
    const received: string[] = [];
    let reconnects = 0;
    const stop = await listen(
      handle,
      channel,
      (payload) => received.push(payload),
      () => {
        reconnects += 1;
        // What a resync does: read or signal through the database. Sent before the LISTEN
        // connection is back, this message would be lost.
        void notify(handle.db, channel, `resync ${reconnects}`);
      },
    );
    await notify(handle.db, channel, "before");
    await until(() => received.includes("before"));

    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query = ${`listen ${channel}`} and pid <> pg_backend_pid()`,
    );
    await until(() => received.includes("resync 1"));
    expect(reconnects).toBe(1);

    // One connection listens again, not two: each message arrives once.
    await notify(handle.db, channel, "after");
    await until(() => received.includes("after"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(["before", "resync 1", "after"]);
    await stop();
  });

  it("stops listening for good once stopped", async () => {
    const channel = `test_${randomBytes(4).toString("hex")}`;
    const received: string[] = [];
    const stop = await listen(handle, channel, (payload) => received.push(payload));
    await stop();
    await notify(handle.db, channel, "late");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
    const listeners = (await handle.db.execute(
      sql`select 1 from pg_stat_activity where query = ${`listen ${channel}`} and state = 'idle'`,
    )) as { rows: unknown[] };
    expect(listeners.rows).toEqual([]);
  });
});
