#!/usr/bin/env node
// Runs one of the API's command-line tools from the compiled build, building it first when the
// sources changed: `node scripts/api-cli.mjs <name> [args…]` runs apps/api/dist/cli/<name>.mjs
// (the sources are apps/api/src/cli/<name>.ts, and packages/db/src/cli/migrate.ts for `migrate`).
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { apiDist, apiNodeArgs, ensureApiBuild } from "./lib/api-build.mjs";

const [name, ...args] = process.argv.slice(2);
const cliDir = path.join(apiDist, "cli");

await ensureApiBuild();
const script = path.join(cliDir, `${name}.mjs`);
if (!/^[\w-]+$/.test(name ?? "") || !existsSync(script)) {
  const names = readdirSync(cliDir)
    .filter((f) => f.endsWith(".mjs"))
    .map((f) => f.slice(0, -4));
  console.error(`Usage: node scripts/api-cli.mjs <name> [args…]\nNames: ${names.join(", ")}`);
  process.exit(2);
}

const child = spawn(process.execPath, [...apiNodeArgs, script, ...args], { stdio: "inherit" });
// Ctrl-C and a hang-up reach the child from the terminal itself: this process outlives it to pass
// its exit code on. SIGTERM, usually sent to this process alone, is forwarded.
process.on("SIGINT", () => {});
process.on("SIGHUP", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
