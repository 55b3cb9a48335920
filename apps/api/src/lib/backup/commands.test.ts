import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lockDataDir } from "@encaja/db/client";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
const root = mkdtempSync(path.join(os.tmpdir(), "encaja-backup-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs a CLI entry point as in development (`tsx apps/api/src/cli/<name>.ts`). */
function runCli(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", `apps/api/src/cli/${name}.ts`, ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", ...env } },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

// The embedded default only: nothing to add when the suite runs on PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the backup and restore entry points", () => {
  it("exit 1 with the reason: a running server, a non-empty DATA_DIR, PostgreSQL, no FILE", async () => {
    const running = path.join(root, "running");
    mkdirSync(path.join(running, "pgdata"), { recursive: true });
    writeFileSync(path.join(running, "pgdata", "PG_VERSION"), "18\n");
    const notEmpty = path.join(root, "not-empty");
    mkdirSync(notEmpty);
    writeFileSync(path.join(notEmpty, "notes.txt"), "mine");
    const archive = path.join(root, "some.tgz");
    writeFileSync(archive, "");
    // This test's process stands for the server holding the lock.
    const release = lockDataDir(running);
    try {
      const [locked, full, postgres, bare] = await Promise.all([
        runCli("backup", [path.join(root, "out.tgz")], { DATA_DIR: running }),
        runCli("restore", [archive], { DATA_DIR: notEmpty }),
        runCli("restore", [archive], { DATABASE_URL: "postgres://u:secret@db.test/encaja" }),
        runCli("backup", [], {}),
      ]);
      expect(locked).toMatchObject({
        code: 1,
        output: expect.stringMatching(/Stop the server first/),
      });
      expect(full).toMatchObject({ code: 1, output: expect.stringMatching(/is not empty/) });
      expect(postgres).toMatchObject({
        code: 1,
        output: expect.stringMatching(/pg_restore --clean/),
      });
      expect(postgres.output).not.toContain("secret");
      expect(bare).toMatchObject({
        code: 1,
        output: expect.stringMatching(/Usage: npm run backup/),
      });
    } finally {
      release();
    }
  });
});
