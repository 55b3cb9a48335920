import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { Header, Pack, ReadEntry } from "tar";
import { MANIFEST_NAME, type Manifest } from "./manifest";

/** manifest.json as a tar entry built in memory (it is no file in the data directory). */
function manifestEntry(manifest: Manifest): { entry: ReadEntry; body: Buffer } {
  const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const header = new Header({
    path: MANIFEST_NAME,
    type: "File",
    mode: 0o644,
    size: body.length,
    mtime: new Date(manifest.createdAt),
  });
  return { entry: new ReadEntry(header), body };
}

/**
 * Writes a gzip tar to `file` (which must not exist): manifest.json first, so a reader learns
 * what it holds before anything else, then exactly `entries` (paths relative to `cwd`, parents
 * before children) in that order. Resolves once the bytes are flushed to the disk.
 */
export async function writeArchive(
  file: string,
  cwd: string,
  manifest: Manifest,
  entries: string[],
): Promise<void> {
  const pack = new Pack({ cwd, gzip: true, portable: true, noDirRecurse: true, strict: true });
  const written = pipeline(pack, createWriteStream(file, { flags: "wx", flush: true }));
  const { entry, body } = manifestEntry(manifest);
  pack.add(entry);
  entry.end(body);
  for (const path of entries) pack.add(path);
  pack.end();
  await written;
}
