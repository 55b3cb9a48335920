// When the web app's production build is stale: shared by `npm start` (scripts/start.mjs) and the
// benches that serve the web app (scripts/bench/lib/web-server.mjs).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addCompileHints } from "../../apps/web/scripts/compile-hints.mjs";

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

/**
 * The step every production web build gets after `next build`: its client chunks marked for eager
 * compilation (ADR 0069). Cheap and idempotent.
 */
export function finishWebBuild() {
  addCompileHints(path.join(webDir, ".next"));
}

/** How long the last web build on this machine took, kept outside apps/web/.next (a build empties it). */
const buildTimeFile = path.join(repoRoot, "node_modules/.cache/encaja/web-build.json");

/**
 * Seconds the next web build should take here: the last build's time, or, before any build,
 * what a first start measured with this many cores (the API loads the demo data meanwhile).
 */
export function expectedWebBuildSeconds() {
  try {
    const { seconds } = JSON.parse(readFileSync(buildTimeFile, "utf8"));
    if (Number.isFinite(seconds) && seconds > 0) return seconds;
  } catch {
    // no build yet on this machine
  }
  return os.availableParallelism() <= 2 ? 240 : 120;
}

export function recordWebBuildSeconds(seconds) {
  try {
    mkdirSync(path.dirname(buildTimeFile), { recursive: true });
    writeFileSync(buildTimeFile, JSON.stringify({ seconds: Math.round(seconds) }));
  } catch {
    // an estimate only: a read-only node_modules keeps the default
  }
}

/** "45 s", "3 min 20 s": a duration for a person reading the start-up log. */
export function formatDuration(ms) {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return `${total} s`;
  const rest = total % 60;
  return rest ? `${Math.floor(total / 60)} min ${rest} s` : `${total / 60} min`;
}
