import { createDb, type DbHandle, runMigrations } from "@encaja/db/client";
import { countUsers } from "@encaja/db/queries";
import { seedDemo } from "../seed/demo-accounts";

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
  /** Runs once, right after the demo accounts were created (the app adds its population). */
  afterDemoSeed?: (db: DbHandle["db"]) => Promise<void>;
}

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
    if (seed) {
      // Said first: on a new database the seed is most of a first start's wait for the API.
      const started = performance.now();
      if (isNewEmbedded) options.log?.("New database: loading the demo data…");
      const { created } = await seedDemo(handle.db);
      if (created) {
        await options.afterDemoSeed?.(handle.db);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        options.log?.(
          `Demo data loaded in ${seconds} s (ARCHITECTURE §9 accounts and population).`,
        );
      }
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
