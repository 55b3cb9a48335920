import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Image types we accept, told apart by their first bytes (never by name or declared type). */
export function sniffImage(buffer: Buffer): { ext: "jpg" | "png" | "webp"; mime: string } | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return { ext: "jpg", mime: "image/jpeg" };
  }
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: "png", mime: "image/png" };
  }
  if (
    buffer.subarray(0, 4).toString("latin1") === "RIFF" &&
    buffer.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return { ext: "webp", mime: "image/webp" };
  }
  return null;
}

export const mimeByExt: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
export const FILE_NAME = /^[a-z0-9-]{10,80}\.(jpg|png|webp)$/;

/** Local-disk storage under DATA_DIR/uploads/<folder>; each upload gets a new unguessable name. */
export class LocalFileStore {
  constructor(private readonly root: string) {}

  dir(folder: string): string {
    return path.join(this.root, "uploads", folder);
  }

  /** Writes to a temporary file and renames it into place, so readers never see half a file. */
  async save(folder: string, prefix: string, ext: string, data: Buffer): Promise<string> {
    const dir = this.dir(folder);
    await mkdir(dir, { recursive: true });
    const name = `${prefix}-${randomBytes(12).toString("hex")}.${ext}`;
    const tmp = path.join(dir, `.${name}.tmp`);
    await writeFile(tmp, data, { flag: "wx" });
    await rename(tmp, path.join(dir, name));
    return name;
  }

  /** Deletes every file of a folder whose name starts with `<prefix>-` (an owner's uploads). */
  async removeOwned(folder: string, prefix: string): Promise<void> {
    const names = await readdir(this.dir(folder)).catch(() => [] as string[]);
    for (const name of names) {
      if (name.startsWith(`${prefix}-`) || name.startsWith(`.${prefix}-`)) {
        await rm(path.join(this.dir(folder), name), { force: true });
      }
    }
  }

  async remove(folder: string, name: string): Promise<void> {
    if (!FILE_NAME.test(name)) return;
    await rm(path.join(this.dir(folder), name), { force: true });
  }
}
