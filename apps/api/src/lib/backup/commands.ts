import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../../config";
import { createBackup } from "./backup";
import { describeManifest, formatBytes, formatSeconds } from "./describe";
import { BackupError } from "./errors";
import { bucketNotInArchive } from "./messages";
import { restoreBackup } from "./restore";

export const backupUsage = `Usage: npm run backup -- FILE [--force]
Writes one archive (gzip tar) of the embedded database and uploads in DATA_DIR to FILE.
The server must be stopped. --force replaces an existing FILE. See docs/backup.md.`;

export const restoreUsage = `Usage: npm run restore -- FILE
Restores an archive written by npm run backup into DATA_DIR, which must be missing or empty.
The server must be stopped. See docs/backup.md.`;

type Env = NodeJS.ProcessEnv;

/** Prints a known failure as its message and anything else whole; answers the exit code. */
function fail(command: string, error: unknown, usage?: string): number {
  const known =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    (error as NodeJS.ErrnoException)?.code?.startsWith("ERR_PARSE_ARGS");
  if (!known) {
    console.error(`${command}:`, error);
    return 1;
  }
  console.error(`${command}: ${(error as Error).message}${usage ? `\n\n${usage}` : ""}`);
  return 1;
}

function parse(argv: string[], withForce: boolean) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      ...(withForce ? { force: { type: "boolean" as const } } : {}),
    },
  });
}

/** `npm run backup -- FILE [--force]`: 0 when the archive is written, 1 otherwise. */
export async function runBackupCommand(argv: string[], env: Env = process.env): Promise<number> {
  const started = performance.now();
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv, true);
  } catch (error) {
    return fail("backup", error, backupUsage);
  }
  if (args.values.help) {
    console.log(backupUsage);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0)
    return fail("backup", new BackupError("name one FILE"), backupUsage);
  try {
    const config = loadConfig(env);
    const result = await createBackup({ config, file, force: Boolean(args.values.force) });
    const took = formatSeconds(performance.now() - started);
    console.log(
      `Backed up ${result.dataDir} into ${result.file} (${formatBytes(result.archiveBytes)}, ${took}):`,
    );
    for (const line of describeManifest(result.manifest)) console.log(line);
    if (config.S3_BUCKET) console.log(bucketNotInArchive(config.S3_BUCKET));
    return 0;
  } catch (error) {
    return fail("backup", error);
  }
}

/** `npm run restore -- FILE`: 0 when DATA_DIR holds the restored data, 1 otherwise. */
export async function runRestoreCommand(argv: string[], env: Env = process.env): Promise<number> {
  const started = performance.now();
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv, false);
  } catch (error) {
    return fail("restore", error, restoreUsage);
  }
  if (args.values.help) {
    console.log(restoreUsage);
    return 0;
  }
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0) {
    return fail("restore", new BackupError("name one FILE"), restoreUsage);
  }
  try {
    const config = loadConfig(env);
    const result = await restoreBackup({ config, file });
    const took = formatSeconds(performance.now() - started);
    console.log(`Restored ${result.file} into ${result.dataDir} (${took}):`);
    for (const line of describeManifest(result.manifest)) console.log(line);
    for (const note of result.notes) console.log(`Note: ${note}`);
    console.log(`Start the server with DATA_DIR=${result.dataDir}.`);
    return 0;
  } catch (error) {
    return fail("restore", error);
  }
}
