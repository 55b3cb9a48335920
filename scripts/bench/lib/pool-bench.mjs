// What the benches over a seeded developer pool (bench:matching, bench:talent) share: their
// command line, the index modes they compare, and timing one call over repeated runs.
import { importTs, listArg, memoryHeld, memoryNote, numberArg } from "./bench-db.mjs";

/** `--sizes` (pool sizes), `--engines`, `--runs` and `--index` (the modes to compare). */
export const poolBenchArgs = (defaultSizes) => ({
  sizes: listArg("sizes", defaultSizes).map(Number),
  engines: listArg("engines", "postgres,pglite"),
  runs: numberArg("runs", 5),
  modes: listArg("index", "memory,sql"),
});

/**
 * Runs `bench({ mode, index, load })` once per mode on `db`'s pool. memory: through a new
 * in-memory ranking index loaded first, as the API does (ADR 0044); `load` says what the load
 * took and is logged under `label`. sql: no index, the service works in SQL alone.
 */
export async function eachIndexMode(modes, db, label, bench) {
  const results = [];
  for (const mode of modes) {
    const { index, load } = mode === "memory" ? await loadIndex(db) : { load: "" };
    if (index) console.log(`[bench] ${label}: index ${load}`);
    try {
      results.push(await bench({ mode, index, load }));
    } finally {
      index?.close();
    }
  }
  return results;
}

async function loadIndex(db) {
  const { createMatchIndex } = await importTs("packages/matching/src/index.ts");
  const index = createMatchIndex();
  const before = memoryHeld();
  await index.load(db);
  const memoryMb = (memoryHeld() - before) / 2 ** 20;
  const { developers, bytes, loadMs } = index.stats();
  const load = `loaded ${developers} in ${(loadMs / 1000).toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(0)} MB (memory +${memoryMb.toFixed(0)} MB: ${memoryNote()})`;
  return { index, load };
}

/** Calls `call` once (its answer and time: `first`, `firstMs`), then times `runs` more calls. */
export async function timeRuns(runs, call) {
  let t0 = performance.now();
  const first = await call();
  const firstMs = performance.now() - t0;
  const times = [];
  for (let r = 0; r < runs; r++) {
    t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return { first, firstMs, times };
}
