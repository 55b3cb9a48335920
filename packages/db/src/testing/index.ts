import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle } from "../client";
import "./provided";

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with DATABASE_URL. */
export async function createTestDb(): Promise<DbHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject("postgresTemplate");
  if (databaseUrl && template) {
    const name = `encaja_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // As the API runs (DB_PREPARED_STATEMENTS=on), so every PostgreSQL test also runs named statements.
    const handle = await createDb({
      databaseUrl: url.toString(),
      poolSize: 5,
      prepareStatements: true,
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const file = inject("pgliteTemplate");
  const loadDataDir = new Blob([readFileSync(file)]);
  return createDb({ memory: { loadDataDir } });
}
