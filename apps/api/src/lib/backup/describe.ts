import type { Manifest } from "./manifest";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an archive holds, in a few lines for the terminal. */
export function describeManifest(manifest: Manifest): string[] {
  const { database, uploads } = manifest;
  const migrations = `${plural(database.migrations.applied, "migration", "migrations")}${database.migrations.last ? ` (last ${database.migrations.last})` : ""}`;
  const lines = [
    `  database: ${plural(database.users, "user", "users")}, ${migrations}, ${formatBytes(database.bytes)} (PostgreSQL ${database.postgresVersion} in PGlite)`,
  ];
  if (uploads.storage === "s3") {
    lines.push(`  uploads: not in this archive, they are in the S3 bucket ${uploads.bucket}`);
  } else {
    const folders = Object.entries(uploads.folders).map(
      ([folder, { files, bytes }]) =>
        `${folder} ${plural(files, "file", "files")} (${formatBytes(bytes)})`,
    );
    lines.push(`  uploads: ${folders.length > 0 ? folders.join(", ") : "none"}`);
  }
  lines.push(`  made ${manifest.createdAt} by Encaja ${manifest.appVersion}`);
  return lines;
}
