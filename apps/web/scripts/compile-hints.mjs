#!/usr/bin/env node
// Marks the production build's client chunks for eager compilation (V8's explicit compile hints,
// Chromium 136+): `node apps/web/scripts/compile-hints.mjs [distDir]`, run after `next build`.
//
// The bundler's chunks hold each module as a function that its runtime calls later, so V8 compiles
// every module lazily, on the main thread, when the page instantiates it, and leaves it out of the
// code cache it keeps for the next visit. With the file-level hint it compiles them while the
// script streams in, off the main thread, and caches them (ADR 0069). Other engines ignore the
// comment.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The hinted text of a chunk: the comment first, once. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every `.js` file under `<distDir>/static/chunks`; returns how many changed. */
export function addCompileHints(distDir) {
  const chunksDir = path.join(distDir, "static", "chunks");
  let changed = 0;
  for (const entry of readdirSync(chunksDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const distDir = path.resolve(process.argv[2] ?? path.join(webDir, ".next"));
  const changed = addCompileHints(distDir);
  console.log(`compile hints: ${changed} client chunk(s) marked for eager compilation`);
}
