// A throwaway PostgreSQL cluster on a free loopback port, for benchmarks (CI does the same in bash).
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export function findPgBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, "bin");
    if (existsSync(path.join(bin, "initdb"))) return bin;
  }
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Starts a cluster; returns {url, socketUrl, stop}. Runs the server as `postgres` when we are root.
 * `serverOptions`: more `-c name=value` settings for the server.
 */
export async function startThrowawayPostgres({ serverOptions = "" } = {}) {
  const bin = findPgBin();
  if (!bin)
    throw new Error(
      "PostgreSQL server binaries not found: apt-get install -y postgresql, or set DATABASE_URL",
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const command = (cmd, args) =>
    asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
  const run = (cmd, args) => {
    const [file, fullArgs] = command(cmd, args);
    const res = spawnSync(file, fullArgs, { encoding: "utf8" });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr}`);
  };
  // Without blocking the event loop: traffic in the same process keeps flowing meanwhile.
  const runAsync = (cmd, args) =>
    new Promise((resolve, reject) => {
      const [file, fullArgs] = command(cmd, args);
      execFile(file, fullArgs, { encoding: "utf8" }, (error, _stdout, stderr) =>
        error ? reject(new Error(`${cmd} failed: ${stderr}`)) : resolve(),
      );
    });
  const port = await freePort();
  run("initdb", [
    "-D",
    `${dir}/data`,
    "-U",
    "encaja",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  const startArgs = [
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/log`,
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c shared_buffers=256MB ${serverOptions}`,
    "start",
  ];
  const start = () => run("pg_ctl", startArgs);
  start();
  return {
    url: `postgres://encaja@127.0.0.1:${port}/postgres`,
    /** The same server through its Unix socket (`host` names the socket's directory). */
    socketUrl: `postgres://encaja@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    /** A crash as the server sees it (immediate shutdown: no checkpoint, recovery on start). */
    crash: () => run("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "stop"]),
    start,
    /** `start` that lets the event loop run while the server comes up (fault tests). */
    startAsync: () => runAsync("pg_ctl", startArgs),
    /** A clean fast shutdown (`pg_ctl stop -m fast`) that keeps the cluster to start again. */
    shutdownAsync: () => runAsync("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "stop"]),
    /** `crash` that lets the event loop run meanwhile. */
    crashAsync: () => runAsync("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "stop"]),
    stop() {
      try {
        run("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new, empty database `<prefix>_<time>` on `serverUrl`'s server, dropped by the cleanup it
 * pushes: answers the database's connection URL.
 */
export async function createScratchDatabase(serverUrl, prefix, cleanups) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
