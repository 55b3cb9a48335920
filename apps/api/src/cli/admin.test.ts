import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@encaja/db/client";
import { findLoginByEmail } from "@encaja/db/queries";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/password";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "admin.ts");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], input: string) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });

describe.skipIf(Boolean(process.env.DATABASE_URL))("npm run admin -- create-user", () => {
  it("creates a super admin with the piped password, into a database without demo data", () => {
    const res = run(
      ["create-user", "--role", "superAdmin", "--email", "root@acme.io", "--name", "Root Admin"],
      "Sunny-Mango-Trail-42\n",
    );
    expect(res.stderr).toBe("");
    expect(res.stdout).toContain("Created superAdmin root@acme.io");
  }, 120_000);

  it("refuses duplicates, weak passwords and unknown roles with a message", () => {
    expect(
      run(
        ["create-user", "--role", "superAdmin", "--email", "root@acme.io"],
        "Sunny-Mango-Trail-42\n",
      ).stderr,
    ).toContain("already exists");
    expect(
      run(["create-user", "--role", "matchers", "--email", "m@acme.io"], "password1\n").stderr,
    ).toContain("too common");
    expect(
      run(["create-user", "--role", "king", "--email", "k@acme.io"], "Sunny-Mango-Trail-42\n")
        .status,
    ).toBe(1);
  }, 120_000);

  it("stored a working argon2id hash and no demo accounts", async () => {
    const handle = await createDb({ dataDir });
    const admin = await findLoginByEmail(handle.db, "root@acme.io");
    const demo = await findLoginByEmail(handle.db, "admin@demo.encaja.dev");
    await handle.close();
    expect(admin?.role).toBe("superAdmin");
    expect(await verifyPassword(admin!.passwordHash!, "Sunny-Mango-Trail-42")).toBe(true);
    expect(demo).toBeUndefined();
  });
});
