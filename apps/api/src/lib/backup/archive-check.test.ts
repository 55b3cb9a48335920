import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Header } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { entryProblem, inspectArchive } from "./archive-check";
import { buildManifest } from "./backup";
import { BACKUP_FORMAT_VERSION } from "./manifest";

interface RawEntry {
  path: string;
  type?: "File" | "Directory" | "SymbolicLink" | "Link";
  body?: string;
  linkpath?: string;
}

/** A gzip tar written byte by byte, so it can hold what no well-behaved packer writes. */
function gzipTar(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? "");
    const header = new Header({
      path: entry.path,
      type: entry.type ?? "File",
      size: body.length,
      mode: entry.type === "Directory" ? 0o755 : 0o644,
      mtime: new Date(),
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
    });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const database: RawEntry[] = [
  { path: "pgdata/", type: "Directory" },
  { path: "pgdata/PG_VERSION", body: "18" },
];

/** The manifest backup writes for `database` (override any top-level field). */
function manifest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const valid = buildManifest(
    { postgresVersion: "18", migrations: { applied: 1, last: "0000_init" }, users: 1 },
    {
      entries: ["pgdata", "pgdata/PG_VERSION"],
      files: [{ path: "pgdata/PG_VERSION", bytes: 2 }],
      bytes: 2,
    },
    null,
    undefined,
  );
  return { ...valid, ...overrides };
}

const manifestEntry = (content: unknown = manifest()): RawEntry => ({
  path: "manifest.json",
  body: JSON.stringify(content),
});
const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-archive-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;
function archiveFile(bytes: Buffer): string {
  const file = path.join(dir, `archive-${written++}.tgz`);
  writeFileSync(file, bytes);
  return file;
}
const inspect = (entries: RawEntry[]) => inspectArchive(archiveFile(gzipTar(entries)));

describe("inspectArchive", () => {
  it("answers the manifest of a consistent archive", async () => {
    const found = await inspect([manifestEntry(), ...database]);
    expect(found.database).toMatchObject({ users: 1, files: 1, bytes: 2 });
  });

  it.each([
    ["a .. entry", { path: "pgdata/../../evil.txt", body: "x" }, /climbs out with \.\./],
    ["an absolute path", { path: "/etc/cron.d/evil", body: "x" }, /absolute path/],
    [
      "a symbolic link",
      { path: "uploads/photos/x.png", type: "SymbolicLink", linkpath: "/etc/passwd" },
      /is a SymbolicLink/,
    ],
    ["a hard link", { path: "uploads/x", type: "Link", linkpath: "pgdata/PG_VERSION" }, /Link/],
    ["an unexpected top-level entry", { path: "evil.sh", body: "x" }, /outside pgdata\//],
  ] as const)("refuses %s", async (_, entry, message) => {
    await expect(inspect([manifestEntry(), ...database, entry])).rejects.toThrow(message);
  });

  it("refuses an archive without a manifest, or with it anywhere but first", async () => {
    await expect(inspect(database)).rejects.toThrow(/does not start with manifest.json/);
    await expect(inspect([...database, manifestEntry()])).rejects.toThrow(/does not start with/);
  });

  it("refuses another program's manifest, a newer format and a damaged manifest", async () => {
    await expect(inspect([manifestEntry({ format: "other" }), ...database])).rejects.toThrow(
      /Not an Encaja backup/,
    );
    await expect(
      inspect([manifestEntry(manifest({ formatVersion: BACKUP_FORMAT_VERSION + 1 })), ...database]),
    ).rejects.toThrow(/newer Encaja \(backup format 2; this version reads format 1\)/);
    await expect(
      inspect([manifestEntry(manifest({ database: undefined })), ...database]),
    ).rejects.toThrow(/damaged \(database: /);
    await expect(
      inspect([{ path: "manifest.json", body: "{not json" }, ...database]),
    ).rejects.toThrow(/is not JSON/);
  });

  it("refuses what is not a whole gzip tar", async () => {
    await expect(inspectArchive(archiveFile(Buffer.from("plain text")))).rejects.toThrow(
      /not a complete gzip tar archive/,
    );
    const whole = gzipTar([manifestEntry(), ...database]);
    await expect(inspectArchive(archiveFile(whole.subarray(0, whole.length / 2)))).rejects.toThrow(
      /not a complete gzip tar archive/,
    );
  });

  it("refuses an archive whose files differ from its manifest", async () => {
    const more = [...database, { path: "uploads/photos/a.png", body: "png" }];
    await expect(inspect([manifestEntry(), ...more])).rejects.toThrow(
      /uploads\/photos holds 1 files of 3 bytes, the manifest says 0 of 0/,
    );
    await expect(inspect([manifestEntry(), database[0]!])).rejects.toThrow(/no pgdata\/PG_VERSION/);
  });
});

describe("entryProblem", () => {
  it("accepts plain paths under pgdata/ and uploads/ only", () => {
    expect(entryProblem("pgdata/", "Directory")).toBeNull();
    expect(entryProblem("pgdata/base/1/1259", "File")).toBeNull();
    expect(entryProblem("uploads/chat-files/a..b.pdf", "File")).toBeNull();
    expect(entryProblem("pgdata", "File")).toMatch(/should be a directory/);
    expect(entryProblem("uploads//x", "File")).toMatch(/not a plain relative path/);
    expect(entryProblem("./pgdata/x", "File")).toMatch(/not a plain relative path/);
    expect(entryProblem("C:/x", "File")).toMatch(/absolute/);
    expect(entryProblem("uploads\\..\\x", "File")).toMatch(/backslash/);
    expect(entryProblem("manifest.json", "File")).toMatch(/second manifest/);
    expect(entryProblem("pgdata/fifo", "FIFO")).toMatch(/only files and directories/);
  });
});
