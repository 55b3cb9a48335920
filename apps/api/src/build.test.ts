// The compiled API (apps/api/scripts/build.mjs → apps/api/dist) runs as production runs it: no
// TypeScript loader, the workspace packages bundled, and the files the modules read beside
// themselves (migrations, assessment bank, sandbox worker, PDF reader, common passwords) found.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDeveloper } from "./lifecycle/api-process";
import { CODE_ASSESSMENT_ID, codeSolutions } from "./testing/code-solutions";
import { buildLinkedInPdf } from "./testing/linkedin-pdf";
import { englishProfile } from "./testing/linkedin-profiles";
import { freePort } from "./testing/ports";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dist = path.join(repoRoot, "apps/api/dist");
let dataDir = "";
// An embedded database in its own DATA_DIR.
const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" });

let api: ChildProcess | undefined;
let output = "";
let base = "";
let token = "";

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api?.exitCode !== null) throw new Error(`the API exited:\n${output}`);
    const res = await fetch(`${base}/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET /health did not answer 200 within ${timeoutMs / 1000}s:\n${output}`);
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const runCli = (name: string, args: string[], input = "") =>
  spawnSync(
    process.execPath,
    ["--enable-source-maps", path.join(dist, `cli/${name}.mjs`), ...args],
    {
      cwd: repoRoot,
      env: env(),
      input,
      encoding: "utf8",
    },
  );

// It runs on its own embedded database: nothing to add when the suite runs on PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the compiled API (apps/api/dist)", () => {
  beforeAll(async () => {
    execFileSync(process.execPath, ["apps/api/scripts/build.mjs"], { cwd: repoRoot });
    dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-build-test-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ["--enable-source-maps", path.join(dist, "server.mjs")], {
      cwd: repoRoot,
      env: { ...env(), API_PORT: String(port), API_HOST: "127.0.0.1", DEMO_SEED: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    api.stdout?.on("data", keep);
    api.stderr?.on("data", keep);
    // A new database is migrated first (the browser suite runs this build with the demo data).
    await waitForHealth(280_000);
  }, 300_000);

  afterAll(() => {
    if (api?.exitCode === null) api.kill("SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("started the new database from the migrated template the build left beside it", () => {
    expect(existsSync(path.join(dist, "pglite-template/pgdata/PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pgdata/PG_VERSION"))).toBe(true);
  });

  it("registers and signs in a developer", async () => {
    const credentials = { email: "built@example.test", password: "Correct-Horse-Battery-9" };
    await registerDeveloper(base, credentials);
    const res = await fetch(`${base}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as { access_token: string }).access_token;
    expect(token).toBeTruthy();
  });

  it("runs a code assessment's TypeScript in the sandbox worker", async () => {
    const started = await post(`/assessments/${CODE_ASSESSMENT_ID}/attempts`, {});
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };
    const run = await post(`/attempts/${id}/runs`, {
      taskId: "palindrome",
      language: "typescript",
      code: codeSolutions.palindrome,
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ passed: 3, total: 3 });
  });

  it("reads a LinkedIn PDF in the PDF reader's child process", async () => {
    const form = new FormData();
    const pdf = await buildLinkedInPdf(englishProfile);
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "p.pdf");
    const res = await fetch(`${base}/developers/me/linkedin-import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: englishProfile.name });
  });

  it("stops cleanly on SIGTERM; the CLIs run on the same database", async () => {
    const exited = new Promise((resolve) => api?.once("exit", resolve));
    api?.kill("SIGTERM");
    expect(await exited).toBe(0);

    const migrate = runCli("migrate", []);
    expect(migrate.stdout + migrate.stderr).toContain("Migrations applied (pglite)");
    const admin = runCli(
      "admin",
      ["create-user", "--role", "matchers", "--email", "m@acme.io"],
      "password1\n",
    );
    expect(admin.stderr).toContain("too common");
  }, 120_000);
});
