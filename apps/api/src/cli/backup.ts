// npm run backup -- FILE [--force] — one archive of the embedded database and uploads (docs/backup.md).
import { runBackupCommand } from "../lib/backup/commands";

// As exits, so an interrupted backup removes its temporary file and releases the lock.
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));
process.exit(await runBackupCommand(process.argv.slice(2)));
