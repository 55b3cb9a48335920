#!/usr/bin/env node
// Compiles the API for production: apps/api/src/server.ts and the CLIs (apps/api/src/cli/*.ts,
// packages/db/src/cli/migrate.ts) bundled with the workspace packages into apps/api/dist, every
// third-party package left external (resolved from node_modules at run time), plus the files
// the modules read beside themselves. `node apps/api/scripts/build.mjs` or `npm run build`.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildPgliteTemplate, pgliteTemplateIsCurrent, TEMPLATE } from "./pglite-template.mjs";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(apiDir, "../..");
export const apiDist = path.join(apiDir, "dist");
const STAMP = "build-stamp";

/**
 * What each module that reads files relative to itself (`import.meta.url`) needs beside the
 * bundle: [source, target in dist]. Bundled, such a module runs from a file at the root of dist,
 * so `./worker.mjs` or `data/` resolve to the copies (migrate.ts picks its bundled path itself).
 */
const ASSETS = {
  "packages/db/src/client/migrate.ts": [["packages/db/migrations", "migrations"]],
  // Finds dist/pglite-template, which the build makes rather than copies (pglite-template.mjs).
  "packages/db/src/client/template.ts": [],
  "apps/api/src/modules/auth/password-policy.ts": [
    ["apps/api/src/modules/auth/common-passwords.txt", "common-passwords.txt"],
  ],
  "apps/api/src/modules/assessments/bank/bank.ts": [
    ["apps/api/src/modules/assessments/bank/data", "data"],
  ],
  "apps/api/src/modules/assessments/sandbox/pool.ts": [
    ["apps/api/src/modules/assessments/sandbox/worker.mjs", "worker.mjs"],
  ],
  "apps/api/src/modules/linkedin-import/pdf-reader.ts": [
    ["apps/api/src/modules/linkedin-import/pdf-reader.child.mjs", "pdf-reader.child.mjs"],
  ],
};

/** server.ts and every CLI, named by their path in dist (without .mjs). */
function entryPoints() {
  const entries = { server: "apps/api/src/server.ts" };
  const cliDir = path.join(apiDir, "src/cli");
  for (const name of readdirSync(cliDir)) {
    if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
    entries[`cli/${name.slice(0, -3)}`] = `apps/api/src/cli/${name}`;
  }
  entries["cli/migrate"] ??= "packages/db/src/cli/migrate.ts";
  return entries;
}

/** Files whose change makes the build stale: the API and workspace packages, tests excluded. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (!entry.name.endsWith(".test.ts")) yield full;
  }
}

/** A hash of every source file's path, size and mtime: an edit, addition or removal changes it. */
export function sourcesStamp() {
  const hash = createHash("sha256");
  const roots = [
    apiDir,
    ...readdirSync(path.join(repoRoot, "packages")).map((p) => `packages/${p}`),
  ];
  const files = roots.flatMap((root) => [...sourceFiles(path.resolve(repoRoot, root))]);
  for (const file of [...files, path.join(repoRoot, "tsconfig.base.json")].sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(repoRoot, file)}\t${size}\t${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** True when `outdir` holds a build of the current sources, and its database template. */
export function apiBuildIsCurrent(outdir = apiDist) {
  const file = path.join(outdir, STAMP);
  return (
    existsSync(file) &&
    readFileSync(file, "utf8") === sourcesStamp() &&
    pgliteTemplateIsCurrent(outdir)
  );
}

/** Third-party packages stay imports; one installed where dist cannot resolve it fails the build. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    const probe = Symbol("probe");
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@encaja/") || args.pluginData === probe) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: probe,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (!found.path.startsWith(path.join(repoRoot, "node_modules") + path.sep)) {
        return {
          errors: [
            { text: `${args.path} resolves to ${found.path}, out of reach of apps/api/dist` },
          ],
        };
      }
      return { path: args.path, external: true };
    });
  },
};

/** Each module of ASSETS must run from a file at the root of dist, where its assets are. */
function checkAssetModules(metafile, outdir) {
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (path.dirname(path.resolve(repoRoot, output)) === outdir) continue;
    for (const input of Object.keys(inputs)) {
      if (input in ASSETS) {
        throw new Error(`${input} (reads files beside itself) was bundled into ${output}`);
      }
    }
  }
  for (const input of Object.keys(metafile.inputs)) {
    if (input in ASSETS || !/\.[mc]?ts$/.test(input)) continue;
    if (readFileSync(path.join(repoRoot, input), "utf8").includes("import.meta.url")) {
      throw new Error(`${input} reads import.meta.url: list the files it needs in ASSETS`);
    }
  }
}

/** Test-only code (any `testing/` folder or `testing.ts`, `*.test.ts`) never ships. */
function checkNoTestCode(metafile) {
  for (const input of Object.keys(metafile.inputs)) {
    if (/(^|\/)testing(\/|\.ts$)|\.test\.[mc]?ts$/.test(input)) {
      throw new Error(`${input} is test-only code, yet a production file imports it`);
    }
  }
}

/** Written to a temporary name and renamed, so a process starting meanwhile never reads half a file. */
function writeAtomic(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

function* filesUnder(dir, skip = () => false) {
  if (!statSync(dir).isDirectory()) {
    yield dir;
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!skip(entry.name)) yield* filesUnder(path.join(dir, entry.name), skip);
  }
}

/** Builds the API into `outdir` (apps/api/dist); returns the milliseconds it took. */
export async function buildApi({ outdir = apiDist } = {}) {
  const started = performance.now();
  const stamp = sourcesStamp();
  const esbuild = await import("esbuild");
  const options = {
    absWorkingDir: repoRoot,
    entryPoints: entryPoints(),
    outdir,
    bundle: true,
    // Shared modules go to chunks at the root of dist, beside the assets (see ASSETS).
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outExtension: { ".js": ".mjs" },
    sourcemap: true,
    sourcesContent: false,
    // Class and function names stay as written (error types in logs, stack traces).
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: "warning",
    plugins: [externalPackages],
  };
  // The build service would otherwise live as long as the caller (npm start).
  const result = await esbuild.build(options).finally(() => esbuild.stop());
  checkAssetModules(result.metafile, outdir);
  checkNoTestCode(result.metafile);

  const written = new Set([path.join(outdir, STAMP)]);
  for (const file of result.outputFiles) {
    writeAtomic(file.path, file.contents);
    written.add(file.path);
  }
  for (const [from, to] of Object.values(ASSETS).flat()) {
    const source = path.join(repoRoot, from);
    for (const file of filesUnder(source)) {
      const target = path.join(outdir, to, path.relative(source, file));
      writeAtomic(target, readFileSync(file));
      written.add(target);
    }
  }
  // Chunks of earlier builds (their names carry a hash) and CLIs since removed; the database
  // template outlives builds that leave the migrations as they were.
  for (const file of filesUnder(outdir, (name) => name.startsWith(TEMPLATE))) {
    if (!written.has(file) && !file.endsWith(".tmp")) rmSync(file, { force: true });
  }
  await buildPgliteTemplate(outdir);
  writeAtomic(path.join(outdir, STAMP), stamp);
  return performance.now() - started;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const ms = await buildApi();
  console.log(
    `API built into ${path.relative(process.cwd(), apiDist) || "."} in ${Math.round(ms)} ms`,
  );
}
