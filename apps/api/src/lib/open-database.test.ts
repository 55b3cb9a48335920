import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open-database";

describe("openDatabase", () => {
  // A new PGlite cluster on disk plus the demo accounts: seconds, more on a loaded machine.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "says it is loading the demo data before a new database's long seed, and how long it took",
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-open-db-"));
      const logs: string[] = [];
      const seen: string[][] = [];
      try {
        const db = await openDatabase({
          dataDir,
          log: (line) => logs.push(line),
          afterDemoSeed: async () => {
            seen.push([...logs]);
          },
        });
        await db.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      expect(seen).toEqual([["New database: loading the demo data…"]]);
      expect(logs[1]).toMatch(/^Demo data loaded in \d+\.\d s /);
    },
    240_000,
  );
});
