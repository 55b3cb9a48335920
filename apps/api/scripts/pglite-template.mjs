// The migrated, empty embedded database the API's build leaves in dist/pglite-template
// (decision 0066): a new DATA_DIR starts as a copy of it instead of running PGlite's initdb and
// every migration (packages/db/src/client/template.ts). Rebuilt only when the migrations or
// PGlite change, by running the just-built migrate CLI on a throwaway DATA_DIR.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const migrations = path.join(repoRoot, "packages/db/migrations");
export const TEMPLATE = "pglite-template";
const STAMP = "stamp";

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** What the template is made of: every migration file's content and PGlite's version. */
function templateStamp() {
  const hash = createHash("sha256");
  const pglite = path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json");
  hash.update(`pglite ${JSON.parse(readFileSync(pglite, "utf8")).version}\n`);
  for (const file of [...filesUnder(migrations)].sort()) {
    hash.update(`${path.relative(migrations, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

export function pgliteTemplateIsCurrent(outdir) {
  const file = path.join(outdir, TEMPLATE, STAMP);
  return existsSync(file) && readFileSync(file, "utf8") === templateStamp();
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed (${code}):\n${stderr}`)),
    );
  });
}

/**
 * Builds `outdir/pglite-template` unless it is current. Several builds at once (test files) may
 * race: each builds its own copy and the last rename wins; a start meanwhile finds none and
 * creates its database from scratch.
 */
export async function buildPgliteTemplate(outdir) {
  if (pgliteTemplateIsCurrent(outdir)) return;
  const stamp = templateStamp();
  const target = path.join(outdir, TEMPLATE);
  // The migrate CLI would otherwise start from the stale template.
  rmSync(target, { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-pglite-template-"));
  const building = `${target}.${process.pid}.tmp`;
  try {
    const { DATABASE_URL: _, ...env } = process.env;
    await run([path.join(outdir, "cli/migrate.mjs")], { ...env, DATA_DIR: dataDir });
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    renameSync(path.join(dataDir, "pgdata"), path.join(building, "pgdata"));
    writeFileSync(path.join(building, STAMP), stamp);
    rmSync(target, { recursive: true, force: true });
    renameSync(building, target);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(building, { recursive: true, force: true });
  }
}
