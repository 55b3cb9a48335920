import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { countUsers } from "@encaja/db/queries";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../lib/open-database";
import { demoSeedPolicy } from "./policy";

describe("demo seed policy", () => {
  it("production refuses the seed unless DEMO_SEED=1, which prints a banner", () => {
    expect(demoSeedPolicy(loadConfig({ NODE_ENV: "production" }))).toEqual({
      demoSeed: "0",
      banner: null,
    });
    expect(demoSeedPolicy(loadConfig({ NODE_ENV: "production", DEMO_SEED: "0" })).demoSeed).toBe(
      "0",
    );
    const forced = demoSeedPolicy(loadConfig({ NODE_ENV: "production", DEMO_SEED: "1" }));
    expect(forced.demoSeed).toBe("1");
    expect(forced.banner).toMatch(/WARNING.*DEMO_SEED=1/);
    expect(forced.banner).toMatch(/PUBLIC password/);
  });

  it("outside production a fresh clone keeps seeding a new embedded database", () => {
    expect(demoSeedPolicy(loadConfig({}))).toEqual({ demoSeed: undefined, banner: null });
    expect(loadConfig({}).NODE_ENV).toBe("development");
    expect(demoSeedPolicy(loadConfig({ NODE_ENV: "test", DEMO_SEED: "0" })).demoSeed).toBe("0");
  });

  // A new PGlite cluster on disk: seconds, more on a loaded machine.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "a new embedded database started with NODE_ENV=production holds no demo account",
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-prod-seed-"));
      try {
        const policy = demoSeedPolicy(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir }));
        const logs: string[] = [];
        const db = await openDatabase({
          dataDir,
          demoSeed: policy.demoSeed,
          log: (line) => logs.push(line),
        });
        try {
          expect(await countUsers(db.db)).toBe(0);
          expect(logs.join("\n")).not.toMatch(/Demo data loaded/);
        } finally {
          await db.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
