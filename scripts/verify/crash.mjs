#!/usr/bin/env node
// npm run verify:crash — SIGKILL the API (and, on PostgreSQL, crash the server too: immediate
// shutdown) in the middle of a write-heavy workload, CRASH_CYCLES times (default 50) per
// engine. After every crash the database must open cleanly and hold every write the API had
// acknowledged: registrations, pipeline moves and applications. Prints the counts; exits 1 on
// any loss. Run through tsx (the package script does) to open the embedded database directly.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createDb } from "../../packages/db/src/client/index.ts";
import { repoRoot, waitForDemoData } from "../bench/lib/api-server.mjs";
import { freePort, startThrowawayPostgres } from "../bench/lib/postgres.mjs";
import { waitForHttp } from "../bench/lib/processes.mjs";
import { startWorkload } from "./crash-workload.mjs";

const cycles = Number(process.env.CRASH_CYCLES ?? 50);
const engines = (process.env.CRASH_ENGINES ?? "embedded,postgres").split(",").filter(Boolean);

function spawnApi(env) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repoRoot, "apps/api/src/server.ts")],
    { env: { ...process.env, LOG_LEVEL: "error", ...env }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { child, exited };
}

async function readRows(handle, query) {
  const result = await handle.db.execute(query);
  return result.rows;
}

/** Opens the database as a restart would and checks every acknowledged write is there. */
async function verify(dbOptions, ledger) {
  const handle = await createDb(dbOptions);
  try {
    await handle.ping();
    const emails = ledger.registered.map((r) => r.email);
    const found = emails.length
      ? await readRows(
          handle,
          sql`select email from users where email in (${sql.join(
            emails.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        )
      : [];
    const lostRegistrations = emails.length - found.length;

    let lostMoves = 0;
    for (const mover of ledger.movers) {
      const [row] = await readRows(
        handle,
        sql`select status from candidates where id = ${mover.id}`,
      );
      const allowed = [mover.acked, ...(mover.inFlight ? [mover.inFlight] : [])];
      if (!row || !allowed.includes(row.status)) lostMoves += 1;
      mover.acked = row?.status ?? mover.acked;
      mover.inFlight = null;
    }

    let lostApplications = 0;
    for (const application of ledger.applications) {
      const rows = await readRows(
        handle,
        sql`select 1 from candidates c join developers d on d.id = c.developer_id
            join users u on u.id = d.user_id
            where u.email = ${application.email} and c.offer_id = ${application.jobId}`,
      );
      if (rows.length === 0) lostApplications += 1;
    }

    // New accounts become appliers: the only shortcut is marking their email and onboarding done.
    const fresh = ledger.registered.filter((r) => !r.ready);
    for (const account of fresh) {
      await handle.db.execute(
        sql`update users set email_verified_at = now() where email = ${account.email}`,
      );
      await handle.db.execute(
        sql`update developers set onboarding = 'completed'
            where user_id = (select id from users where email = ${account.email})`,
      );
      account.ready = true;
    }
    return { lostRegistrations, lostMoves, lostApplications };
  } finally {
    await handle.close();
  }
}

async function runEngine(engine) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-crash-"));
  const server = engine === "postgres" ? await startThrowawayPostgres() : null;
  const databaseUrl = server?.url ?? "";
  const dbOptions = server ? { databaseUrl } : { dataDir };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  };
  const ledger = { registered: [], movers: [], applications: [], jobIds: [], matcher: null };
  const totals = { cycles: 0, lost: 0, registrations: 0, moves: 0, applications: 0, restartMs: [] };
  try {
    // First start: migrations and demo data, then a clean stop.
    const first = spawnApi({ ...env, DEMO_SEED: "1" });
    await waitForHttp(`${base}/health`, 300_000);
    await waitForDemoData(base, 600_000);
    await startWorkload(base, ledger, { prepareOnly: true });
    first.child.kill("SIGTERM");
    await first.exited;
    await verify(dbOptions, ledger);

    for (let cycle = 1; cycle <= cycles; cycle++) {
      const started = Date.now();
      const api = spawnApi({ ...env, DEMO_SEED: "0" });
      await waitForHttp(`${base}/health`, 120_000);
      totals.restartMs.push(Date.now() - started);
      const workload = startWorkload(base, ledger);
      await workload.firstAck(15_000);
      await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2500));
      api.child.kill("SIGKILL");
      if (server) server.crash();
      await api.exited;
      const acked = await workload.stop();
      if (server) server.start();
      const lost = await verify(dbOptions, ledger);
      const lostHere = lost.lostRegistrations + lost.lostMoves + lost.lostApplications;
      totals.cycles += 1;
      totals.lost += lostHere;
      totals.registrations += acked.registrations;
      totals.moves += acked.moves;
      totals.applications += acked.applications;
      if (lostHere > 0 || cycle % 10 === 0) {
        console.log(
          `[crash] ${engine} cycle ${cycle}: acknowledged ${acked.registrations} registrations, ${acked.moves} moves, ${acked.applications} applications; lost ${JSON.stringify(lost)}`,
        );
      }
    }
  } finally {
    server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { engine, ...totals };
}

const results = [];
for (const engine of engines) results.push(await runEngine(engine));
console.log(`\nverify:crash — ${cycles} SIGKILLs per engine during writes\n`);
console.log(
  "| engine | cycles | acknowledged registrations | pipeline moves | applications | lost | clean opens | mean restart |\n|---|---:|---:|---:|---:|---:|---:|---:|",
);
for (const r of results) {
  const mean = r.restartMs.reduce((a, b) => a + b, 0) / Math.max(1, r.restartMs.length);
  console.log(
    `| ${r.engine === "postgres" ? "PostgreSQL (API killed + immediate shutdown)" : "PGlite (embedded)"} | ${r.cycles} | ${r.registrations} | ${r.moves} | ${r.applications} | ${r.lost} | ${r.cycles}/${r.cycles} | ${(mean / 1000).toFixed(1)} s |`,
  );
}
if (results.some((r) => r.lost > 0)) {
  console.error("\nverify:crash: acknowledged writes were lost");
  process.exit(1);
}
