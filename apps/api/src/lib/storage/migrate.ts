import { STORAGE_FOLDERS, type StorageFolder } from "./file-store";
import type { LocalFileStore } from "./local";
import { contentTypeOf } from "./names";
import type { S3FileStore } from "./s3";

export interface FolderCounts {
  /** Files written to the bucket. */
  copied: number;
  /** Files the bucket already held with the same size. */
  skipped: number;
}

export type MigrationCounts = Record<StorageFolder, FolderCounts>;

/**
 * Copies every file under DATA_DIR/uploads/<folder> into the bucket as `<folder>/<name>` (the
 * names, and so the URLs stored in the database, stay the same). An object already there with
 * the same size is skipped, so a run that stopped half-way can simply run again. Deletes
 * nothing, locally or in the bucket.
 */
export async function migrateUploadsToBucket(
  source: LocalFileStore,
  target: S3FileStore,
  progress: (line: string) => void = () => {},
): Promise<MigrationCounts> {
  const counts = {} as MigrationCounts;
  for (const folder of STORAGE_FOLDERS) {
    const folderCounts: FolderCounts = { copied: 0, skipped: 0 };
    counts[folder] = folderCounts;
    for await (const name of source.list(folder)) {
      const size = await source.sizeOf(folder, name);
      if (size === null) continue; // deleted since it was listed
      if ((await target.sizeOf(folder, name)) === size) {
        folderCounts.skipped++;
        continue;
      }
      const data = await source.read(folder, name);
      if (!data) continue;
      await target.put(folder, name, data, contentTypeOf(name));
      folderCounts.copied++;
      if (folderCounts.copied % 100 === 0) progress(`${folder}: ${folderCounts.copied} copied…`);
    }
  }
  return counts;
}
