import type { Config } from "../../config";

export type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET">;

/** Where the stored files are, and how to keep them, for someone not using the archive. */
function filesAdvice(config: BackupConfig): string {
  return config.S3_BUCKET
    ? `Stored files are in the S3 bucket ${config.S3_BUCKET}: protect it with bucket versioning and replication.`
    : `Stored files are in ${config.DATA_DIR}/uploads: copy that folder too (e.g. tar czf uploads.tgz -C "${config.DATA_DIR}" uploads).`;
}

/** The answer to `npm run backup|restore` with DATABASE_URL set: PostgreSQL's own tools. */
export function postgresWay(command: "backup" | "restore", config: BackupConfig): string {
  const steps =
    command === "backup"
      ? [
          "Back it up with PostgreSQL's own tool (a consistent snapshot, while the API runs):",
          '  pg_dump -Fc --no-owner -f encaja-$(date +%F).dump "$DATABASE_URL"',
        ]
      : [
          "Restore it with PostgreSQL's own tool (stop the API first):",
          '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" encaja-YYYY-MM-DD.dump',
        ];
  return [
    `DATABASE_URL is set, so the database is PostgreSQL: npm run ${command} handles only the embedded database.`,
    ...steps,
    filesAdvice(config),
    "See docs/backup.md.",
  ].join("\n");
}

export const bucketNotInArchive = (bucket: string) =>
  `The files in the S3 bucket ${bucket} are not in this archive: the bucket is backed up by its own means (versioning, replication; docs/backup.md).`;
