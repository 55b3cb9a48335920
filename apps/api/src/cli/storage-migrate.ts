// npm run storage:migrate — copies the files under DATA_DIR/uploads into the S3 bucket that
// S3_BUCKET names (S3_ENDPOINT, S3_REGION, credentials as the API reads them). Deletes nothing.
import { loadConfig } from "../config";
import { LocalFileStore, S3FileStore, StorageUnavailableError, s3SettingsOf } from "../lib/storage";
import { migrateUploadsToBucket } from "../lib/storage/migrate";

const NO_BUCKET = `storage:migrate: S3_BUCKET is not set, so there is no bucket to copy the files into.
Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as the API
will use them), then run npm run storage:migrate again.`;

/** The message and, for a storage failure, what the SDK or the disk said underneath. */
function explain(error: unknown): string {
  if (error instanceof StorageUnavailableError && error.cause instanceof Error) {
    return `${error.message}: ${error.cause.name}: ${error.cause.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<number> {
  const config = loadConfig();
  const settings = s3SettingsOf(config);
  if (!settings) {
    console.error(NO_BUCKET);
    return 1;
  }
  const target = new S3FileStore(settings);
  try {
    await target.check();
    console.log(`Copying ${config.DATA_DIR}/uploads into the bucket ${settings.bucket}…`);
    const counts = await migrateUploadsToBucket(
      new LocalFileStore(config.DATA_DIR),
      target,
      (line) => console.log(line),
    );
    for (const [folder, { copied, skipped }] of Object.entries(counts)) {
      console.log(`${folder}: ${copied} copied, ${skipped} already in the bucket`);
    }
    console.log("Local files are kept; delete them once the API runs with S3_BUCKET set.");
    return 0;
  } finally {
    target.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`storage:migrate: ${explain(error)}`);
  process.exitCode = 1;
}
