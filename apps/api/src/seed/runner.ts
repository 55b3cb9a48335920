import type { Db, DbHandle } from "@encaja/db/client";
import {
  type DemoSeedCursor,
  type Executor,
  listDemoSeedSteps,
  saveDemoSeedStep,
} from "@encaja/db/queries";
import { type DemoSeedStep, unitContext } from "./steps";

/** Arbitrary constant: one loader of the demo data per database (instances sharing PostgreSQL). */
const DEMO_SEED_LOCK_KEY = 7_234_066;

/** A failing unit is tried this many times (waiting longer each time) before the run gives up. */
const ATTEMPTS = 3;
const RETRY_MS = 1_000;

export interface RunDemoSeedOptions {
  /** Aborted: the run stops after the unit under way (shutdown); the next start resumes. */
  signal?: AbortSignal;
  log?: (message: string) => void;
  /** Called after each step, with the steps done so far (progress). */
  onProgress?: (completed: number, steps: number) => void;
  /** The wait before a failed unit's first retry (then four times longer). */
  retryMs?: number;
  /**
   * Awaited between two units: by default one turn of the event loop; the server's lets the
   * requests in flight finish first (plugins/demo-data.ts).
   */
  between?: () => Promise<void>;
}

/**
 * `done`: every planned step is complete (or none was planned); `stopped`: the signal ended the
 * run first; `busy`: another process holds the loader's lock and loads them.
 */
export type DemoSeedOutcome = "done" | "stopped" | "busy";

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

/** Lets what waits for the event loop (requests, their queries) run before the next unit. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Loads the demo data steps still to do (decision 0066), one unit of work at a time, in plan
 * order; each unit records its progress in its own transaction, so a run stopped or killed
 * anywhere goes on from there next time. On PostgreSQL a session advisory lock, held on a
 * connection of its own for the whole run, keeps a second instance from loading alongside.
 */
export async function runDemoSeed(
  handle: DbHandle,
  steps: readonly DemoSeedStep[],
  options: RunDemoSeedOptions = {},
): Promise<DemoSeedOutcome> {
  const lock = handle.pool ? await handle.pool.connect() : undefined;
  try {
    if (lock) {
      const { rows } = await lock.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1) as locked",
        [DEMO_SEED_LOCK_KEY],
      );
      if (!rows[0]?.locked) return "busy";
    }
    try {
      return await runSteps(handle, steps, options);
    } finally {
      await lock?.query("select pg_advisory_unlock($1)", [DEMO_SEED_LOCK_KEY]).catch(() => {});
    }
  } finally {
    lock?.release();
  }
}

async function runSteps(
  { db }: DbHandle,
  steps: readonly DemoSeedStep[],
  { signal, log, onProgress, retryMs = RETRY_MS, between = nextTurn }: RunDemoSeedOptions,
): Promise<DemoSeedOutcome> {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const planned = await listDemoSeedSteps(db);
  let completed = planned.filter((row) => row.completed).length;
  const context = unitContext();
  for (const row of planned) {
    if (row.completed) continue;
    if (signal?.aborted) return "stopped";
    const step = byName.get(row.step);
    const started = performance.now();
    let cursor = row.cursor;
    if (!step) {
      // Planned by another version of Encaja: nothing here can load it.
      log?.(`Demo data: no step "${row.step}" in this version; skipped.`);
      await saveDemoSeedStep(db, row.step, null);
    }
    while (step) {
      cursor = await runUnit(db, step, cursor, { ...context, signal, retryMs });
      await between();
      if (cursor === null) break;
      if (signal?.aborted) return "stopped";
    }
    completed++;
    onProgress?.(completed, planned.length);
    if (step) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log?.(`Demo data: ${row.step} loaded in ${seconds} s (${completed}/${planned.length}).`);
    }
  }
  return "done";
}

/** One unit of `step` from `cursor`, tried again (from what the failed try saved) on failure. */
async function runUnit(
  db: Db,
  step: DemoSeedStep,
  cursor: DemoSeedCursor | null,
  context: ReturnType<typeof unitContext> & { signal: AbortSignal | undefined; retryMs: number },
): Promise<DemoSeedCursor | null> {
  const { signal, retryMs, ...shared } = context;
  const save = (tx: Executor, next: DemoSeedCursor | null) => saveDemoSeedStep(tx, step.name, next);
  for (let attempt = 1; ; attempt++) {
    try {
      return await step.run(db, { ...shared, cursor, save });
    } catch (error) {
      if (attempt >= ATTEMPTS || signal?.aborted) throw error;
      await sleep(retryMs * 4 ** (attempt - 1), signal);
      // The failed try may have saved progress before it failed (a step working outside one
      // transaction): the next try starts from the database's record, not from memory.
      const rows = await listDemoSeedSteps(db);
      cursor = rows.find((row) => row.step === step.name)?.cursor ?? null;
    }
  }
}

/**
 * Runs until the demo data is loaded, by this process or (PostgreSQL) another: while another
 * holds the lock, it looks again every `pollMs`, and takes over if that one stops.
 */
export async function loadDemoData(
  handle: DbHandle,
  steps: readonly DemoSeedStep[],
  options: RunDemoSeedOptions & { pollMs?: number } = {},
): Promise<Exclude<DemoSeedOutcome, "busy">> {
  for (;;) {
    const outcome = await runDemoSeed(handle, steps, options);
    if (outcome !== "busy") return outcome;
    await sleep(options.pollMs ?? 2_000, options.signal);
    if (options.signal?.aborted) return "stopped";
  }
}
