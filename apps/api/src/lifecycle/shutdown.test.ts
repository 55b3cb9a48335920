import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/app";
import { freePort } from "../testing/ports";
import { signedInSocket } from "../testing/realtime";
import { ensureBuiltServer, registerDeveloper, repoRoot, startApiProcess } from "./api-process";
import { shutdown } from "./shutdown";

/** The compiled server (`node apps/api/dist/server.mjs`) receiving a real SIGTERM. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a new TCP connection to `port` is refused (the listening socket is closed). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

/**
 * A login whose body the client holds back: the server has routed it (it answered
 * `100 Continue`) and waits for the body, so it is in flight until `finish` sends it. Its
 * agent keeps the connection open after the answer for as long as the server lets it: the
 * server must close it, or its close would wait for the keep-alive timeout (72 s).
 */
function heldBackLogin(port: number, credentials: object) {
  const body = JSON.stringify(credentials);
  const request = http.request({
    agent: new http.Agent({ keepAlive: true }),
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/auth/login",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      expect: "100-continue",
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.once("error", reject);
  });
  const routed = new Promise<void>((resolve) => request.once("continue", () => resolve()));
  request.flushHeaders();
  return { routed, answer, finish: () => request.end(body) };
}

// Its own embedded database: nothing to add when the suite runs on PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))("SIGTERM", () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let exited: Promise<number | null>;
  const stderr: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-shutdown-"));
    child = spawn(process.execPath, ["--enable-source-maps", ensureBuiltServer()], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? os.tmpdir(),
        DATA_DIR: dataDir,
        DEMO_SEED: "0",
        API_PORT: String(port),
        API_HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        TALENT_FACETS_WARMUP: "false",
        SHUTDOWN_TIMEOUT_SECONDS: "20",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited early:\n${stderr.join("")}`);
      const status = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`the API was not ready:\n${stderr.join("")}`);
      await sleep(250);
    }
  }, 180_000);

  afterAll(() => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the request in flight, closes sockets with 1001, refuses new connections, exits 0", async () => {
    const base = `http://127.0.0.1:${port}`;
    const credentials = {
      email: `shutdown-${randomUUID()}@example.com`,
      password: "Correcto-Caballo-42",
    };
    const token = await registerDeveloper(base, credentials);
    const socket = await signedInSocket(`ws://127.0.0.1:${port}/realtime`, token);

    const login = heldBackLogin(port, credentials);
    await login.routed;
    child.kill("SIGTERM");

    expect(await socket.closed).toEqual({ code: 1001, reason: "Server shutting down" });
    const deadline = Date.now() + 10_000;
    while (!(await refused(port)) && Date.now() < deadline) await sleep(50);
    expect(await refused(port)).toBe(true);
    expect(child.exitCode, "still draining the held-back request").toBeNull();

    login.finish();
    const answer = await login.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ role: "developer" });
    expect(await exited, stderr.join("")).toBe(0);
  }, 60_000);
});

// A first start answers once the demo accounts exist and loads the rest in the background.
describe.skipIf(Boolean(process.env.DATABASE_URL))("SIGTERM while the demo data loads", () => {
  it("stops the load after the unit under way and exits 0 within seconds", async () => {
    const api = await startApiProcess({ NODE_ENV: "test", DEMO_SEED: "1" });
    try {
      const ready = (await fetch(`${api.url}/health/ready`).then((r) => r.json())) as {
        demoData: { state: string };
      };
      expect(ready.demoData.state, JSON.stringify(ready)).toBe("loading");
      const login = await fetch(`${api.url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@demo.encaja.dev", password: "Encaja-Demo-2026" }),
      });
      expect(login.status).toBe(200);
      const signalled = performance.now();
      expect(await api.stop(), api.stderr.join("")).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(10_000);
    } finally {
      if (api.child.exitCode === null) api.child.kill("SIGKILL");
    }
  }, 120_000);
});

describe("shutdown()", () => {
  it("answers false once the deadline passes, and true when everything closed in time", async () => {
    const t = await createTestApp();
    let appClosed = () => {};
    const closedApp = new Promise<void>((resolve) => (appClosed = resolve));
    // Called once the app has closed; never resolves, as a database that hangs on close.
    const hung = {
      close: () => {
        appClosed();
        return new Promise<void>(() => {});
      },
    };
    const started = Date.now();
    expect(await shutdown({ app: t.app, db: hung, timeoutMs: 300 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(t.app.inFlight.shuttingDown).toBe(true);
    await closedApp;
    await t.db.close();

    const u = await createTestApp();
    expect(await shutdown({ app: u.app, db: u.db, timeoutMs: 10_000 })).toBe(true);
    rmSync(t.app.config.DATA_DIR, { recursive: true, force: true });
    rmSync(u.app.config.DATA_DIR, { recursive: true, force: true });
  });
});
