import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type FileStore,
  type StorageFolder,
  StorageUnavailableError,
  type StoredFile,
} from "./file-store";
import { newStoredName, ownerPrefix, STORED_NAME } from "./names";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/** Any other disk failure (full, read-only, permissions) is the storage's, as S3's would be. */
function unavailable(what: string, error: unknown): StorageUnavailableError {
  return new StorageUnavailableError(`Local file storage: ${what} failed`, { cause: error });
}

/** Files under DATA_DIR/uploads/<folder>/<name> (the default storage: one machine). */
export class LocalFileStore implements FileStore {
  readonly kind = "local" as const;
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "uploads");
  }

  private dir(folder: StorageFolder): string {
    return path.join(this.root, folder);
  }

  /**
   * Writes to a temporary file and renames it into place, so readers never see half a file.
   * The disk keeps no media type: it follows from the name's extension.
   */
  async save(
    folder: StorageFolder,
    prefix: string,
    ext: string,
    data: Buffer,
    _contentType?: string,
  ): Promise<string> {
    const name = newStoredName(prefix, ext);
    const dir = this.dir(folder);
    const tmp = path.join(dir, `.${name}.tmp`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(tmp, data, { flag: "wx" });
      await rename(tmp, path.join(dir, name));
      return name;
    } catch (error) {
      await rm(tmp, { force: true }).catch(() => {});
      throw unavailable("save", error);
    }
  }

  async open(folder: StorageFolder, name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(path.join(this.dir(folder), name), "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable("open", error);
    }
    try {
      // One handle for the size and the bytes: a file removed meanwhile is still read whole.
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), sizeBytes: info.size };
    } catch (error) {
      await handle.close().catch(() => {});
      throw unavailable("open", error);
    }
  }

  async read(folder: StorageFolder, name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.dir(folder), name));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
      throw unavailable("read", error);
    }
  }

  /** The size of a stored file in bytes, or null when there is none. */
  async sizeOf(folder: StorageFolder, name: string): Promise<number | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const info = await stat(path.join(this.dir(folder), name));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable("stat", error);
    }
  }

  async remove(folder: StorageFolder, name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    try {
      await rm(path.join(this.dir(folder), name), { force: true });
    } catch (error) {
      throw unavailable("remove", error);
    }
  }

  /** Also removes the owner's temporary files a crash may have left behind. */
  async removeOwned(folder: StorageFolder, prefix: string): Promise<void> {
    const start = `${ownerPrefix(prefix)}-`;
    try {
      for (const name of await this.names(folder)) {
        if (name.startsWith(start) || name.startsWith(`.${start}`)) {
          await rm(path.join(this.dir(folder), name), { force: true });
        }
      }
    } catch (error) {
      throw unavailable("removeOwned", error);
    }
  }

  async *list(folder: StorageFolder): AsyncIterable<string> {
    let names: string[];
    try {
      names = await this.names(folder);
    } catch (error) {
      throw unavailable("list", error);
    }
    for (const name of names) if (STORED_NAME.test(name)) yield name;
  }

  /** Writes and deletes a probe file: a full disk or a read-only mount fails here. */
  async check(): Promise<void> {
    const probe = path.join(this.root, `.probe-${randomBytes(8).toString("hex")}`);
    try {
      await mkdir(this.root, { recursive: true });
      await writeFile(probe, "probe", { flag: "wx" });
    } catch (error) {
      throw unavailable("check", error);
    } finally {
      await rm(probe, { force: true }).catch(() => {});
    }
  }

  private async names(folder: StorageFolder): Promise<string[]> {
    try {
      return await readdir(this.dir(folder));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
}
