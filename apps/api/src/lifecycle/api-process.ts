import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../testing/ports";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const builtServer = path.join(repoRoot, "apps/api/dist/server.mjs");
const buildScript = path.join(repoRoot, "apps/api/scripts/build.mjs");

let built = false;

/** The compiled API (what production runs), built from the current sources once per test file. */
export function ensureBuiltServer(): string {
  if (!built) {
    const result = spawnSync(process.execPath, [buildScript], { cwd: repoRoot, stdio: "inherit" });
    if (result.status !== 0) throw new Error("the API build failed");
    built = true;
  }
  return builtServer;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Lines the process wrote to stderr (warnings and errors), for failure messages. */
  stderr: string[];
  stop(): Promise<number | null>;
}

/**
 * Starts `node apps/api/dist/server.mjs` on a free loopback port; waits for /health/ready.
 * `testOnly` reaches the server's buildApp options through its ENCAJA_TEST_* variables.
 */
export async function startApiProcess(
  env: Record<string, string>,
  testOnly: { jobsFirstDelayMs?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-api-process-"));
  const child = spawn(process.execPath, ["--enable-source-maps", ensureBuiltServer()], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEMO_SEED: "0",
      TALENT_FACETS_WARMUP: "false",
      ...(testOnly.jobsFirstDelayMs === undefined
        ? {}
        : { ENCAJA_TEST_JOBS_FIRST_DELAY_MS: String(testOnly.jobsFirstDelayMs) }),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${stderr.join("")}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the API was not ready within 90 s:\n${stderr.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    exited,
    stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Registers a developer through the API (`POST /auth/register`); answers their session token. */
export async function registerDeveloper(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${base}/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ role: "developer", ...credentials, firstName: "Ada", lastName: "Paz" }),
  });
  if (res.status !== 201)
    throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
