import { describe, expect, it } from "vitest";
import { CONNECTION_TIMEOUT_MS, createDb } from "./client";

// ADR 0017: PostgreSQL connections carry DB_STATEMENT_TIMEOUT_MS; the pool connects lazily, so
// no server is needed to see the setting. (PGlite runs in-process and cannot cancel a query.)
describe("createDb statement timeout", () => {
  const url = "postgres://encaja:secret@127.0.0.1:1/encaja";
  const timeoutOf = (handle: Awaited<ReturnType<typeof createDb>>) =>
    (handle.pool as unknown as { options: { statement_timeout?: number } }).options
      .statement_timeout;

  it("sets statement_timeout on every pooled connection", async () => {
    const handle = await createDb({ databaseUrl: url, statementTimeoutMs: 1234 });
    expect(timeoutOf(handle)).toBe(1234);
    await handle.close();
  });

  it("sets none when the timeout is 0", async () => {
    const handle = await createDb({ databaseUrl: url, statementTimeoutMs: 0 });
    expect(timeoutOf(handle)).toBeUndefined();
    await handle.close();
  });
});

describe("createDb pool size", () => {
  const url = "postgres://encaja:secret@127.0.0.1:1/encaja";
  const maxOf = (handle: Awaited<ReturnType<typeof createDb>>) =>
    (handle.pool as unknown as { options: { max: number } }).options.max;

  it("holds node-postgres's 10 connections unless told otherwise", async () => {
    const handle = await createDb({ databaseUrl: url });
    expect(maxOf(handle)).toBe(10);
    await handle.close();
  });

  it("holds as many connections as DB_POOL_SIZE asks", async () => {
    const handle = await createDb({ databaseUrl: url, poolSize: 25 });
    expect(maxOf(handle)).toBe(25);
    await handle.close();
  });
});

describe("createDb connection timeout", () => {
  it("bounds the wait for a connection, so an outage fails a query instead of hanging it", async () => {
    const handle = await createDb({ databaseUrl: "postgres://encaja@127.0.0.1:1/encaja" });
    const options = (handle.pool as unknown as { options: { connectionTimeoutMillis: number } })
      .options;
    expect(options.connectionTimeoutMillis).toBe(CONNECTION_TIMEOUT_MS);
    await expect(handle.ping()).rejects.toThrow();
    await handle.close();
  });
});
