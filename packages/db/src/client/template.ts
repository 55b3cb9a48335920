import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A migrated, empty embedded database the API's build leaves beside its bundle
 * (apps/api/dist/pglite-template/pgdata, decision 0066). A new embedded database starts as a
 * copy of it: a fraction of a second, where PGlite's initdb and the migrations take seconds.
 * Run from the sources there is none: a new database is created and migrated as usual.
 */
export const pgliteTemplateDir = import.meta.url.endsWith(".ts")
  ? undefined
  : path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template");

/**
 * Copies the template's data dir to `pgdataDir` when that does not exist yet; true when it did.
 * The copy goes to a temporary name first, so a process killed half-way leaves no half database
 * (the next start copies again). Any failure to copy answers false: the caller creates the
 * database from scratch, which is slower but always works.
 */
export function copyPgliteTemplate(templateDir: string | undefined, pgdataDir: string): boolean {
  const source = templateDir && path.join(templateDir, "pgdata");
  if (!source || !existsSync(path.join(source, "PG_VERSION")) || existsSync(pgdataDir)) {
    return false;
  }
  const partial = `${pgdataDir}.partial`;
  try {
    rmSync(partial, { recursive: true, force: true });
    cpSync(source, partial, { recursive: true });
    renameSync(partial, pgdataDir);
    return true;
  } catch {
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
}
