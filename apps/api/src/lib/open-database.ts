import { createDb, type DbHandle, runMigrations } from "@encaja/db/client";
import { countUsers } from "@encaja/db/queries";
import { seedDemo } from "../seed/demo-accounts";
import { loadDemoData } from "../seed/runner";
import type { DemoSeedStep } from "../seed/steps";

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** ARCHITECTURE §9: "1" forces the seed, "0" disables it; unset seeds a new embedded DB only. */
  demoSeed?: "0" | "1" | undefined;
  log?: (message: string) => void;
  /** PostgreSQL statement_timeout in ms (0/unset = none; ignored by PGlite). */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL connections this process may hold (ignored by PGlite, a single connection). */
  poolSize?: number | undefined;
  /** PostgreSQL: name parameterised statements so each connection plans them once (ADR 0045). */
  prepareStatements?: boolean | undefined;
  /**
   * The demo data beyond the accounts (seed/index.ts, or some of it), planned with the accounts.
   * None: the accounts alone.
   */
  demoSteps?: readonly DemoSeedStep[];
  /**
   * "now" (default): load the steps still to load before answering; "later": leave them to the
   * caller, as the server does, loading them in the background once it listens (decision 0066).
   */
  loadDemoSteps?: "now" | "later";
}

/**
 * Whether a database may get (or go on getting) demo data: always with DEMO_SEED=1, never with
 * DEMO_SEED=0, and otherwise only the embedded database (decision 0014).
 */
export function demoSeedAllowed(kind: DbHandle["kind"], demoSeed: "0" | "1" | undefined): boolean {
  return demoSeed === "1" || (demoSeed !== "0" && kind === "pglite");
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Opens the configured database, applies migrations and, when due, the demo seed. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  const handle = await createDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    statementTimeoutMs: options.statementTimeoutMs,
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    prepareStatements: options.prepareStatements,
  });
  try {
    await runMigrations(handle);
    const isNewEmbedded = handle.kind === "pglite" && (await countUsers(handle.db)) === 0;
    const seed = options.demoSeed === "1" || (options.demoSeed !== "0" && isNewEmbedded);
    const steps = options.demoSteps ?? [];
    const started = performance.now();
    let created = false;
    if (seed) {
      // Said first: on a new database the demo data is most of a first start's wait.
      if (isNewEmbedded) {
        options.log?.(
          options.loadDemoSteps === "later"
            ? "New database: creating the demo accounts…"
            : "New database: loading the demo data…",
        );
      }
      ({ created } = await seedDemo(handle.db, { steps: steps.map((step) => step.name) }));
      if (created && options.loadDemoSteps === "later") {
        options.log?.(`Demo accounts created in ${secondsSince(started)} s.`);
      }
    }
    // Steps a stopped or killed process left are loaded too (a restart resumes them).
    if (options.loadDemoSteps !== "later" && demoSeedAllowed(handle.kind, options.demoSeed)) {
      let loaded = false;
      const outcome = await loadDemoData(handle, steps, {
        onProgress: () => {
          loaded = true;
        },
      });
      if (outcome === "done" && (loaded || created)) {
        options.log?.(
          `Demo data loaded in ${secondsSince(started)} s (ARCHITECTURE §9 accounts and population).`,
        );
      }
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
