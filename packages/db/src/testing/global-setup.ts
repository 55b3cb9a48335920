import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../client";
import { migrationsFolder, runMigrations } from "../client/migrate";
import "./provided";

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith(".sql")) hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * Migrates one template database per run; every test file then gets its own copy
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `encaja_tpl_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      const handle = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
      await runMigrations(handle);
      await handle.close();
    }
    await admin.end();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-test-"));
  const handle = await createDb({ memory: {} });
  await runMigrations(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
