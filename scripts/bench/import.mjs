#!/usr/bin/env node
// npm run bench:import — a superAdmin validates and imports 10,000 sourced profiles
// over HTTP, as the web does (one validation request, then 1,000-row import requests, each its
// own transaction). Target: the whole file in under a minute. The API runs in this process (as
// `npm start` embeds PGlite); the clock starts at the validation request.
//   --engines=pglite,postgres   --rows=10000   --invite=0|1
// PGlite: the API's embedded default (a temp DATA_DIR). PostgreSQL: a new database on
// DATABASE_URL's server (dropped afterwards), or on a throwaway cluster.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildInProcessApi, importTs, listArg, numberArg } from "./lib/bench-db.mjs";
import { createScratchDatabase, startThrowawayPostgres } from "./lib/postgres.mjs";

const { createDb } = await importTs("packages/db/src/client/index.ts");
const { runMigrations } = await importTs("packages/db/src/client/migrate.ts");
const { seedCatalog } = await importTs("packages/db/src/seed/index.ts");
const { createInternalUser } = await importTs("packages/db/src/queries/index.ts");
const { issueSession } = await importTs("apps/api/src/modules/auth/session-policy.ts");

const engines = listArg("engines", "pglite");
const rowCount = numberArg("rows", 10000);
const invite = listArg("invite", "0")[0] === "1";
const CHUNK = 1_000;
const TARGET_SECONDS = 60;

const countries = ["AR", "MX", "CO", "CL", "PE", "UY", "ES", "US", "BR", "CR"];
const roles = ["backend", "frontend", "fullstack", "devops", "data_engineer", "qa_automation"];
const seniorities = ["junior", "semi_senior", "senior"];
const skillSets = [
  "React; TypeScript",
  "python, django",
  "Java|Spring Boot",
  "node.js; postgresql",
  "",
];
const stacks = ["Node.js + React", "java_spring", "Python + Django", ""];
const sources = ["dataset", "extension", "linkedin_creator"];

/** Deterministic, varied rows with unique emails (the run id keeps repeated runs apart). */
function generateRows(count, runId) {
  return Array.from({ length: count }, (_, i) => ({
    email: `bench-${runId}-${i}@example.com`,
    firstName: `Nombre${i}`,
    lastName: `Apellido ${i % 97}`,
    country: countries[i % countries.length],
    techRole: roles[i % roles.length],
    seniority: seniorities[i % seniorities.length],
    mainStack: stacks[i % stacks.length],
    skills: skillSets[i % skillSets.length],
    githubUrl: i % 3 === 0 ? `https://github.com/dev${i}` : "",
    englishLevel: i % 2 === 0 ? "b2" : "",
    profileSource: sources[i % sources.length],
  }));
}

async function postJson(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

/** A fresh, migrated database with the catalogue: PGlite on a temp dir, or a new PostgreSQL database. */
async function openDatabase(engine, cleanups) {
  if (engine === "pglite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-import-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { handle: await createDb({ dataDir: dir }), label: "PGlite (embedded)" };
  }
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const server = await startThrowawayPostgres();
    cleanups.push(() => server.stop());
    serverUrl = server.url;
  }
  const url = await createScratchDatabase(serverUrl, "bench_import", cleanups);
  return {
    handle: await createDb({ databaseUrl: url, poolSize: 4 }),
    label: "PostgreSQL",
  };
}

/** The API in this process on `handle`, with a signed-in superAdmin: its base URL and token. */
async function startServer(handle, cleanups) {
  await runMigrations(handle);
  await seedCatalog(handle.db);
  const { user } = await createInternalUser(handle.db, {
    email: `bench-admin-${Date.now()}@example.test`,
    passwordHash: null,
    googleSubject: null,
    emailVerified: true,
    fullName: "Bench Admin",
    role: "superAdmin",
  });
  const token = await issueSession(handle.db, { userId: user.id, role: "superAdmin" }, "password");
  const app = await buildInProcessApi(handle, cleanups, "import");
  cleanups.push(() => app.close());
  return { base: await app.listen({ port: 0, host: "127.0.0.1" }), token };
}

async function runEngine(engine) {
  const cleanups = [];
  try {
    const { handle, label } = await openDatabase(engine, cleanups);
    cleanups.push(() => handle.close());
    const { base, token } = await startServer(handle, cleanups);
    const rows = generateRows(rowCount, Date.now().toString(36));

    const started = performance.now();
    const report = await postJson(base, "/admin/imports/validate", token, { rows });
    const validated = performance.now();
    if (report.totals.invalid > 0) {
      const bad = report.rows.find((row) => !row.ok);
      throw new Error(`${report.totals.invalid} invalid rows, e.g. ${JSON.stringify(bad)}`);
    }
    const totals = { created: 0, skipped: 0, invited: 0 };
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const result = await postJson(base, "/admin/imports", token, {
        rows: chunk,
        sendInvitations: invite,
      });
      for (const key of Object.keys(totals)) totals[key] += result[key];
    }
    const finished = performance.now();
    const seconds = (finished - started) / 1000;
    return {
      label,
      validateSeconds: (validated - started) / 1000,
      importSeconds: (finished - validated) / 1000,
      seconds,
      rowsPerSecond: rowCount / seconds,
      ...totals,
    };
  } finally {
    // Last in, first out: the app closes before its database, the database before its files.
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const results = [];
for (const engine of engines) results.push(await runEngine(engine));
console.log(
  `\nbench:import — ${rowCount} rows, chunks of ${CHUNK}, claim invitations ${invite ? "on" : "off"}\n`,
);
console.log(
  "| engine | validate s | import s | total s | rows/s | created | skipped | invited |\n|---|---:|---:|---:|---:|---:|---:|---:|",
);
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.validateSeconds.toFixed(1)} | ${r.importSeconds.toFixed(1)} | ${r.seconds.toFixed(1)} | ${r.rowsPerSecond.toFixed(0)} | ${r.created} | ${r.skipped} | ${r.invited} |`,
  );
}
const slowest = Math.max(...results.map((r) => r.seconds));
console.log(`\nslowest: ${slowest.toFixed(1)} s (target < ${TARGET_SECONDS} s)`);
if (slowest >= TARGET_SECONDS) process.exitCode = 1;
