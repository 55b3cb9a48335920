// npm run restore -- FILE — restores an archive of npm run backup into an empty DATA_DIR (docs/backup.md).
import { runRestoreCommand } from "../lib/backup/commands";

// As exits, so an interrupted restore removes what it wrote and releases the lock.
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));
process.exit(await runRestoreCommand(process.argv.slice(2)));
