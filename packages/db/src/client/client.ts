import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { intarray } from "@electric-sql/pglite/contrib/intarray";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "../schema";
import { lockDataDir } from "./lock";
import { OrderedClient } from "./ordered-client";
import { PreparingClient } from "./prepared-statements";
import { copyPgliteTemplate, pgliteTemplateDir } from "./template";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * This process's connections (metrics). PGlite is one in-process connection whose queue is
 * private to it: only `max` and `open` are known there.
 */
export interface PoolStats {
  max: number;
  open: number;
  idle?: number;
  /** Callers waiting for a free connection. */
  waiting?: number;
}

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** The node-postgres pool (PostgreSQL only). */
  pool?: pg.Pool;
  /** A real round trip to the database. */
  ping(): Promise<void>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export const pgliteExtensions = { citext, intarray, pg_trgm, unaccent };

export interface CreateDbOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `pgdata` is created inside it. */
  dataDir?: string | undefined;
  /**
   * A migrated empty data dir a new embedded database starts as a copy of (template.ts); the
   * API build's by default, `false` for none.
   */
  template?: string | false | undefined;
  /** An in-memory PGlite, optionally loaded from a dump (tests). */
  memory?: { loadDataDir?: Blob } | undefined;
  poolSize?: number;
  /** PostgreSQL: name parameterised statements so each connection plans them once (ADR 0045). */
  prepareStatements?: boolean | undefined;
  /**
   * PostgreSQL only: the server cancels any statement running longer (0 or unset = no limit).
   * PGlite runs in-process and cannot cancel a statement, so it has no equivalent.
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * PostgreSQL: how long a query waits for a connection (a new one, or a free one from a busy
 * pool) before it fails, so a request answers 503 during an outage instead of hanging.
 */
export const CONNECTION_TIMEOUT_MS = 3_000;

function wrapPglite(client: PGlite, release: () => void): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    poolStats: () => ({ max: 1, open: client.closed ? 0 : 1 }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** PGlite in DATA_DIR by default; PostgreSQL when a DATABASE_URL is given. */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: options.prepareStatements ? PreparingClient : OrderedClient,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    pool.on("error", () => {
      // An idle client died (e.g. server restart); the pool replaces it on next use.
    });
    // A client checked out (a transaction) has no listener of the pool's, and an unheard
    // "error" (the server went away) would end the process. The failure still reaches the
    // client's queries, and the pool drops the broken client when it is released.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolStats: () => ({
        max: pool.options.max,
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.memory) {
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(options.memory.loadDataDir ? { loadDataDir: options.memory.loadDataDir } : {}),
    });
    return wrapPglite(client, () => {});
  }
  const dataDir = path.resolve(options.dataDir ?? "./.data");
  const release = lockDataDir(dataDir);
  try {
    const pgdata = path.join(dataDir, "pgdata");
    if (options.template !== false)
      copyPgliteTemplate(options.template ?? pgliteTemplateDir, pgdata);
    const client = await PGlite.create(pgdata, {
      extensions: pgliteExtensions,
    });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
