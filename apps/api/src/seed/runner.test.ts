import { createDb, type DbHandle } from "@encaja/db/client";
import {
  type DemoSeedCursor,
  listDemoSeedSteps,
  planDemoSeedSteps,
  rowsOf,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDemoSeed } from "./runner";
import { type DemoSeedStep, onceStep } from "./steps";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  // What the fake steps write: one row per unit, so a unit done twice would fail.
  await handle.db.execute(sql`create table seed_work (step text, n int, primary key (step, n))`);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`delete from seed_work`);
  await handle.db.delete(schema.demoSeedSteps);
});

const work = async () =>
  rowsOf<{ step: string; n: number }>(
    await handle.db.execute(sql`select step, n from seed_work order by step, n`),
  ).map((r) => `${r.step}${r.n}`);

/**
 * A step of `units` units, each writing its row and saving the next cursor in one transaction;
 * `onUnit` runs inside it after the write (to stop a run there, or to fail the unit).
 */
function countingStep(name: string, units: number, onUnit?: (n: number) => void): DemoSeedStep {
  return {
    name,
    run: async (db, unit) => {
      const n = Number(unit.cursor?.n ?? 1);
      const next: DemoSeedCursor | null = n < units ? { n: n + 1 } : null;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into seed_work values (${name}, ${n})`);
        onUnit?.(n);
        await unit.save(tx, next);
      });
      return next;
    },
  };
}

describe("runDemoSeed", () => {
  it("does nothing on a database where no demo data was planned", async () => {
    expect(await runDemoSeed(handle, [countingStep("a", 2)])).toBe("done");
    expect(await work()).toEqual([]);
  });

  it("runs the planned steps in their order, unit by unit, and records each one done", async () => {
    await planDemoSeedSteps(handle.db, ["b", "a"]);
    const progress: string[] = [];
    const outcome = await runDemoSeed(handle, [countingStep("a", 2), countingStep("b", 3)], {
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(outcome).toBe("done");
    expect(await work()).toEqual(["a1", "a2", "b1", "b2", "b3"]);
    expect(progress).toEqual(["1/2", "2/2"]);
    expect((await listDemoSeedSteps(handle.db)).map((s) => s.completed)).toEqual([true, true]);
  });

  it("stops after the unit under way when asked, and the next run goes on from there", async () => {
    await planDemoSeedSteps(handle.db, ["a", "b"]);
    const stop = new AbortController();
    const steps = [
      countingStep("a", 2),
      countingStep("b", 4, (n) => {
        if (n === 2) stop.abort();
      }),
    ];
    expect(await runDemoSeed(handle, steps, { signal: stop.signal })).toBe("stopped");
    expect(await work()).toEqual(["a1", "a2", "b1", "b2"]);
    expect(await listDemoSeedSteps(handle.db)).toEqual([
      { step: "a", cursor: null, completed: true },
      { step: "b", cursor: { n: 3 }, completed: false },
    ]);
    expect(await runDemoSeed(handle, steps)).toBe("done");
    expect(await work()).toEqual(["a1", "a2", "b1", "b2", "b3", "b4"]);
  });

  it("redoes a unit whose transaction failed (as after a crash), never doing one twice", async () => {
    await planDemoSeedSteps(handle.db, ["a"]);
    let failures = 1;
    const step = countingStep("a", 3, (n) => {
      if (n === 2 && failures-- > 0) throw new Error("killed half-way");
    });
    expect(await runDemoSeed(handle, [step], { retryMs: 1 })).toBe("done");
    expect(await work()).toEqual(["a1", "a2", "a3"]);
  });

  it("gives up on a unit that keeps failing, leaving the step to resume later", async () => {
    await planDemoSeedSteps(handle.db, ["a"]);
    let tries = 0;
    const step = countingStep("a", 3, (n) => {
      if (n !== 2) return;
      tries++;
      throw new Error("always");
    });
    await expect(runDemoSeed(handle, [step], { retryMs: 1 })).rejects.toThrow("always");
    expect(tries).toBe(3);
    expect(await listDemoSeedSteps(handle.db)).toEqual([
      { step: "a", cursor: { n: 2 }, completed: false },
    ]);
  });

  it("does not redo a step that commits as it goes once it was interrupted, leaving what it wrote", async () => {
    await planDemoSeedSteps(handle.db, ["a", "b"]);
    let runs = 0;
    const interrupted = onceStep("a", async (db) => {
      runs++;
      await db.execute(sql`insert into seed_work values ('a', 1)`);
      throw new Error("killed half-way");
    });
    const steps = [interrupted, countingStep("b", 1)];
    expect(await runDemoSeed(handle, steps, { retryMs: 1 })).toBe("done");
    expect(runs).toBe(1);
    expect(await work()).toEqual(["a1", "b1"]);
  });

  it("skips a step this version does not know, so the rest still loads", async () => {
    await planDemoSeedSteps(handle.db, ["gone", "a"]);
    const logs: string[] = [];
    const outcome = await runDemoSeed(handle, [countingStep("a", 1)], {
      log: (m) => logs.push(m),
    });
    expect(outcome).toBe("done");
    expect(await work()).toEqual(["a1"]);
    expect(logs[0]).toMatch(/no step "gone"/);
  });

  // Instances sharing one PostgreSQL database: only one loads at a time.
  it.skipIf(!process.env.DATABASE_URL)("answers busy while another process loads", async () => {
    await planDemoSeedSteps(handle.db, ["a"]);
    const url = (handle.pool!.options as { connectionString: string }).connectionString;
    const other = await createDb({ databaseUrl: url, poolSize: 2 });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const slow: DemoSeedStep = {
        name: "a",
        run: async (db, unit) => {
          entered();
          await held;
          await unit.save(db, null);
          return null;
        },
      };
      const first = runDemoSeed(handle, [slow]);
      await inside;
      expect(await runDemoSeed(other, [countingStep("a", 1)])).toBe("busy");
      release();
      expect(await first).toBe("done");
      expect(await runDemoSeed(other, [countingStep("a", 1)])).toBe("done");
      expect(await work()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
