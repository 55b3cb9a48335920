import { list, type ReadEntry } from "tar";
import { BackupError } from "./errors";
import { countByFolder } from "./inventory";
import { MANIFEST_NAME, type Manifest, parseManifest } from "./manifest";

/** The only top-level folders an archive may hold, beside manifest.json. */
export const ARCHIVE_FOLDERS = ["pgdata", "uploads"] as const;
const FILE_TYPES = new Set(["File", "OldFile"]);

/**
 * Why an entry may not be extracted, or null. Stricter than tar's own guards (which strip a
 * leading `/` or `..` and carry on): an entry like that means the archive is not ours. Links
 * are refused outright, so no entry can point outside the directory being restored.
 */
export function entryProblem(path: string, type: string): string | null {
  if (/[\\\0]/.test(path)) return "has a backslash or NUL in its name";
  if (path.startsWith("/") || /^[a-zA-Z]:/.test(path)) return "is an absolute path";
  const parts = path.replace(/\/$/, "").split("/");
  if (parts.includes("..")) return "climbs out with ..";
  if (parts.some((part) => part === "" || part === ".")) return "is not a plain relative path";
  if (!FILE_TYPES.has(type) && type !== "Directory") {
    return `is a ${type} (only files and directories are restored)`;
  }
  const top = parts[0]!;
  if (top === MANIFEST_NAME && parts.length === 1) return "is a second manifest.json";
  if (!(ARCHIVE_FOLDERS as readonly string[]).includes(top)) {
    return `is outside ${ARCHIVE_FOLDERS.map((f) => `${f}/`).join(" and ")}`;
  }
  if (parts.length === 1 && type !== "Directory") return "should be a directory";
  return null;
}

interface Listing {
  manifestText: string | null;
  problems: string[];
  files: { path: string; bytes: number }[];
}

function readEntry(listing: Listing, entry: ReadEntry, index: number) {
  if (index === 0) {
    if (entry.path === MANIFEST_NAME && FILE_TYPES.has(entry.type)) {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => {
        listing.manifestText = Buffer.concat(chunks).toString("utf8");
      });
      return;
    }
  }
  const problem = entryProblem(entry.path, entry.type);
  if (problem) listing.problems.push(`${JSON.stringify(entry.path)} ${problem}`);
  else if (FILE_TYPES.has(entry.type)) listing.files.push({ path: entry.path, bytes: entry.size });
}

/** Where the archive's contents differ from what its manifest says. */
function mismatches(manifest: Manifest, files: Listing["files"]): string[] {
  const problems: string[] = [];
  const pgdata = files.filter((f) => f.path.startsWith("pgdata/"));
  const pgdataBytes = pgdata.reduce((sum, f) => sum + f.bytes, 0);
  if (!pgdata.some((f) => f.path === "pgdata/PG_VERSION")) problems.push("no pgdata/PG_VERSION");
  if (pgdata.length !== manifest.database.files || pgdataBytes !== manifest.database.bytes) {
    problems.push(
      `pgdata/ holds ${pgdata.length} files of ${pgdataBytes} bytes, the manifest says ${manifest.database.files} of ${manifest.database.bytes}`,
    );
  }
  const uploads = countByFolder(files.filter((f) => f.path.startsWith("uploads/")));
  const expected = manifest.uploads.storage === "local" ? manifest.uploads.folders : {};
  for (const folder of new Set([...Object.keys(uploads), ...Object.keys(expected)])) {
    const found = uploads[folder] ?? { files: 0, bytes: 0 };
    const said = expected[folder] ?? { files: 0, bytes: 0 };
    if (found.files !== said.files || found.bytes !== said.bytes) {
      problems.push(
        `uploads/${folder} holds ${found.files} files of ${found.bytes} bytes, the manifest says ${said.files} of ${said.bytes}`,
      );
    }
  }
  return problems;
}

/**
 * Reads the whole archive without writing anything: its manifest (the first entry) must be one
 * we restore, every entry must pass `entryProblem`, and the files must be those the manifest
 * counts. Answers the manifest, or throws a BackupError naming what is wrong.
 */
export async function inspectArchive(file: string): Promise<Manifest> {
  const listing: Listing = { manifestText: null, problems: [], files: [] };
  let index = 0;
  try {
    await list({ file, strict: true, onReadEntry: (entry) => readEntry(listing, entry, index++) });
  } catch (error) {
    throw new BackupError(
      `Not an Encaja backup: ${file} is not a complete gzip tar archive (${(error as Error).message}).`,
      { cause: error },
    );
  }
  if (listing.manifestText === null) {
    throw new BackupError(`Not an Encaja backup: ${file} does not start with ${MANIFEST_NAME}.`);
  }
  const manifest = parseManifest(listing.manifestText);
  if (listing.problems.length > 0) {
    const shown = listing.problems.slice(0, 3).join("; ");
    const more = listing.problems.length > 3 ? ` and ${listing.problems.length - 3} more` : "";
    throw new BackupError(`Refusing ${file}: entry ${shown}${more}. Nothing was restored.`);
  }
  const problems = mismatches(manifest, listing.files);
  if (problems.length > 0) {
    throw new BackupError(`${file} does not match its manifest: ${problems.join("; ")}.`);
  }
  return manifest;
}
