import type { Dirent } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { BackupError } from "./errors";

export interface TreeInventory {
  /** Every directory and file under the top folder, relative to the root, parents first. */
  entries: string[];
  files: { path: string; bytes: number }[];
  bytes: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/**
 * Lists `root/top` for the archive, or null when it does not exist. Only directories and
 * regular files belong in a data directory: a link could make the archive carry (or a restore
 * write) files from elsewhere, so anything else stops the backup.
 */
export async function inventoryTree(root: string, top: string): Promise<TreeInventory | null> {
  try {
    if (!(await lstat(path.join(root, top))).isDirectory()) {
      throw new BackupError(`${path.join(root, top)} is not a directory.`);
    }
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const inventory: TreeInventory = { entries: [], files: [], bytes: 0 };
  const walk = async (relative: string): Promise<void> => {
    inventory.entries.push(relative);
    const children: Dirent[] = await readdir(path.join(root, relative), { withFileTypes: true });
    children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const child of children) {
      const childPath = `${relative}/${child.name}`;
      if (child.isDirectory()) {
        await walk(childPath);
      } else if (child.isFile()) {
        const { size } = await lstat(path.join(root, childPath));
        inventory.entries.push(childPath);
        inventory.files.push({ path: childPath, bytes: size });
        inventory.bytes += size;
      } else {
        throw new BackupError(
          `${path.join(root, childPath)} is not a regular file or directory (a link?): the backup copies only files and directories; move it out of the data directory.`,
        );
      }
    }
  };
  await walk(top);
  return inventory;
}

/** Files and bytes per folder of `uploads/` (a file directly under uploads counts as "."). */
export function countByFolder(
  files: TreeInventory["files"],
): Record<string, { files: number; bytes: number }> {
  const folders: Record<string, { files: number; bytes: number }> = {};
  for (const file of files) {
    const parts = file.path.split("/");
    const folder = parts.length > 2 ? parts[1]! : ".";
    const counted = folders[folder] ?? { files: 0, bytes: 0 };
    folders[folder] = { files: counted.files + 1, bytes: counted.bytes + file.bytes };
  }
  return folders;
}
