import { DataDirLockedError } from "@encaja/db/client";

/** A refusal or failure the commands report as a plain message (exit code 1, no stack trace). */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackupError";
  }
}

/** The data-directory lock is held (a running server): the answer is to stop it first. */
export function asServerRunning(error: unknown, command: "backup" | "restore"): unknown {
  if (!(error instanceof DataDirLockedError)) return error;
  return new BackupError(
    `${error.message}\nStop the server first (e.g. systemctl stop encaja), then run npm run ${command} again.`,
    { cause: error },
  );
}
