// When the web app's production build is stale: shared by `npm start` (scripts/start.mjs) and the
// benches that serve the web app (scripts/bench/lib/web-server.mjs).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const webDir = path.join(repoRoot, "apps/web");
export const nextBin = path.join(repoRoot, "node_modules/next/dist/bin/next");

/** apps/web entries that are not build inputs: the page-weight script and budgets (ADR 0040). */
const notBuildInputs = new Set(["scripts", "page-budgets.json"]);

/** Newest mtime under `dir`, skipping node_modules, dot entries and the top-level names in `skip`. */
function newestMtime(dir, skip = new Set()) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when apps/web/.next is newer than every web and contracts source. */
export function webBuildIsCurrent() {
  const buildId = path.join(webDir, ".next/BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return (
    newestMtime(webDir, notBuildInputs) <= builtAt &&
    newestMtime(path.join(repoRoot, "packages/contracts/src")) <= builtAt
  );
}
