import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { chats } from "../schema";
import { createDb } from "./client";
import { DataDirLockedError, lockDataDir } from "./lock";
import { runMigrations } from "./migrate";

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-dur-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Every test here initialises a PostgreSQL cluster on disk (seconds, more on a loaded machine).
describe.skipIf(Boolean(process.env.DATABASE_URL))("data directory lock", () => {
  it("refuses a second opener of the same DATA_DIR with a clear message", async () => {
    const dir = tempDir();
    const first = await createDb({ dataDir: dir });
    await expect(createDb({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(createDb({ dataDir: dir })).rejects.toThrow(/already in use by process/);
    await first.close();
    const again = await createDb({ dataDir: dir });
    await again.close();
  }, 120_000);

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database durability", () => {
  it("keeps committed data across a clean restart", async () => {
    const dir = tempDir();
    const first = await createDb({ dataDir: dir });
    await runMigrations(first);
    await first.db.insert(chats).values({ name: "survives-restart" });
    await first.close();
    const second = await createDb({ dataDir: dir });
    const rows = await second.db.select().from(chats).where(eq(chats.name, "survives-restart"));
    await second.close();
    expect(rows).toHaveLength(1);
  }, 120_000);

  it("keeps committed data after SIGKILL", async () => {
    const dir = tempDir();
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(here, "../testing/fixtures/write-then-hang.ts"),
        dir,
        "survives-kill",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes("COMMITTED")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`child exited early (${code})`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const reopened = await createDb({ dataDir: dir });
    const rows = await reopened.db.select().from(chats).where(eq(chats.name, "survives-kill"));
    await reopened.close();
    expect(rows).toHaveLength(1);
  }, 120_000);
});
