import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listDemoSeedSteps } from "@encaja/db/queries";
import { afterEach, describe, expect, it } from "vitest";
import { type DemoSeedStep, wholeStep } from "../seed/steps";
import { openDatabase } from "./open-database";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-open-db-"));
  dirs.push(dir);
  return dir;
};

/** Two cheap steps that record when they ran, against the log's lines at that moment. */
function recordingSteps(logs: string[], seen: string[][]): DemoSeedStep[] {
  return ["first", "second"].map((name) =>
    wholeStep(name, async () => {
      seen.push([name, ...logs]);
    }),
  );
}

// A new PGlite cluster on disk plus the demo accounts: seconds, more on a loaded machine.
describe.skipIf(Boolean(process.env.DATABASE_URL))("openDatabase", () => {
  it("says it is loading the demo data before a new database's seed, and how long it took", async () => {
    const logs: string[] = [];
    const seen: string[][] = [];
    const db = await openDatabase({
      dataDir: newDataDir(),
      log: (line) => logs.push(line),
      demoSteps: recordingSteps(logs, seen),
    });
    try {
      expect(seen).toEqual([
        ["first", "New database: loading the demo data…"],
        ["second", "New database: loading the demo data…"],
      ]);
      expect(logs[1]).toMatch(/^Demo data loaded in \d+\.\d s /);
      expect((await listDemoSeedSteps(db.db)).every((step) => step.completed)).toBe(true);
    } finally {
      await db.close();
    }
  }, 240_000);

  it("leaves the planned steps to the caller when asked to load them later, and a restart loads what is left", async () => {
    const dataDir = newDataDir();
    const logs: string[] = [];
    const seen: string[][] = [];
    const steps = recordingSteps(logs, seen);
    const first = await openDatabase({
      dataDir,
      log: (line) => logs.push(line),
      demoSteps: steps,
      loadDemoSteps: "later",
    });
    try {
      expect(seen).toEqual([]);
      expect(logs[0]).toBe("New database: creating the demo accounts…");
      expect(logs[1]).toMatch(/^Demo accounts created in \d+\.\d s\.$/);
      expect(await listDemoSeedSteps(first.db)).toEqual([
        { step: "first", cursor: null, completed: false },
        { step: "second", cursor: null, completed: false },
      ]);
    } finally {
      await first.close();
    }
    // A CLI opening it now (npm run db:seed) loads the steps the server had not.
    const second = await openDatabase({
      dataDir,
      log: (line) => logs.push(line),
      demoSteps: steps,
    });
    await second.close();
    expect(seen.map(([name]) => name)).toEqual(["first", "second"]);
    expect(logs.at(-1)).toMatch(/^Demo data loaded in /);
  }, 240_000);
});
