import type { Config } from "../../config";
import type { FileStore } from "./file-store";
import { LocalFileStore } from "./local";
import { S3FileStore, type S3Settings } from "./s3";

export * from "./file-store";
export { LocalFileStore } from "./local";
export { S3FileStore, type S3Settings } from "./s3";

export type StorageConfig = Pick<
  Config,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The bucket's settings, or null when S3_BUCKET is unset (files stay on the local disk). */
export function s3SettingsOf(config: StorageConfig): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR. */
export function createFileStore(config: StorageConfig): FileStore {
  const s3 = s3SettingsOf(config);
  return s3 ? new S3FileStore(s3) : new LocalFileStore(config.DATA_DIR);
}
