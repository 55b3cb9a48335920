import { describe, expect, it } from "vitest";
import { createDb } from "./client";

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
