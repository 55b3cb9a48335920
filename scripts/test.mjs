#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + integration tests, then browser tests. Stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit and integration tests", ["run", "test:unit"]],
  ["browser tests", ["run", "test:e2e"]],
];
const only = process.argv.slice(2);
const timings = [];
for (const [name, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const start = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync("npm", args, {
    stdio: "inherit",
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      // The typecheck step has just checked apps/web; the e2e build need not do it again.
      ...(timings.some((t) => t.startsWith("typecheck")) ? { ENCAJA_WEB_TYPECHECKED: "1" } : {}),
    },
  });
  timings.push(`${name}: ${((Date.now() - start) / 1000).toFixed(1)}s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed.\n${timings.join("\n")}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed.\n${timings.join("\n")}`);
