import type { FileStore, StorageFolder } from "./file-store";

/** Where storage clean-up failures are reported (a Fastify or pino logger, or the console). */
export interface StorageLog {
  error(details: object, message: string): void;
}

/**
 * Runs `record` (the database write that points at a file just stored). When it fails, the
 * file goes again, best effort, and the record's error is what the caller sees: no object is
 * left that no row names.
 */
export async function recordStoredFile<T>(
  deps: { files: FileStore; log: StorageLog },
  stored: { folder: StorageFolder; name: string },
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await discardFiles(deps, stored.folder, [stored.name]);
    throw error;
  }
}

/**
 * Deletes files whose records are already gone (after the commit that forgot them). A storage
 * failure is logged with the names, never thrown: the change it follows has committed, and
 * answering an error would tell the client it had not.
 */
export async function discardFiles(
  deps: { files: FileStore; log: StorageLog },
  folder: StorageFolder,
  names: readonly string[],
): Promise<void> {
  for (const [index, name] of names.entries()) {
    try {
      await deps.files.remove(folder, name);
    } catch (error) {
      // The storage is down: the rest would fail alike, each after its timeouts.
      const left = names.slice(index);
      deps.log.error({ err: error, folder, names: left }, "stored files could not be deleted");
      return;
    }
  }
}

/** {@link discardFiles} for every file of an owner (`<prefix>-…`). */
export async function discardOwnedFiles(
  deps: { files: FileStore; log: StorageLog },
  folder: StorageFolder,
  prefix: string,
): Promise<void> {
  try {
    await deps.files.removeOwned(folder, prefix);
  } catch (error) {
    deps.log.error({ err: error, folder, prefix }, "an owner's stored files could not be deleted");
  }
}
