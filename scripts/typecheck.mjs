#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit` over every project, two at a time (the biggest first), so
// the 2-core CI machine is never idle while one project checks. Prints each project's errors.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const projects = [
  "apps/web",
  "apps/api",
  "packages/db",
  "packages/matching",
  "packages/contracts",
  "packages/email",
  ".", // e2e, Playwright and Vitest configs
];
const lanes = Math.max(1, Math.min(2, availableParallelism()));

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsc", "--noEmit", "-p", project], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? "ok  " : "FAIL"} ${project} (${seconds}s)`);
      if (code !== 0) console.log(output.replace(/^npm warn.*\n/gm, ""));
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) {
      ok = (await check(project)) && ok;
    }
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
