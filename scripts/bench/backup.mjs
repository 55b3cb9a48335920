#!/usr/bin/env node
// npm run bench:backup — npm run backup and npm run restore on the full demo data set: the
// archive's size and the time of each (docs/backup.md, ADR 0049). Loads the demo data into a
// temporary DATA_DIR first (about a minute), or uses --data-dir=PATH as it is (stopped: the
// backup takes its lock). --runs=N repeats the backup and the restore.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importTs, listArg, numberArg } from "./lib/bench-db.mjs";

const { openDatabase } = await importTs("apps/api/src/lib/open-database.ts");
const { demoSeedSteps } = await importTs("apps/api/src/seed/index.ts");
const { createBackup } = await importTs("apps/api/src/lib/backup/backup.ts");
const { restoreBackup } = await importTs("apps/api/src/lib/backup/restore.ts");
const { formatBytes, formatSeconds } = await importTs("apps/api/src/lib/backup/describe.ts");

const runs = numberArg("runs", 1);
const given = listArg("data-dir", "")[0];
const scratch = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-backup-"));
const config = (dir) => ({ DATA_DIR: dir, DATABASE_URL: undefined, S3_BUCKET: undefined });

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - started };
}

try {
  const dataDir = given ? path.resolve(given) : path.join(scratch, "data");
  if (!given) {
    const { ms } = await timed(async () => {
      const handle = await openDatabase({
        dataDir,
        demoSeed: "1",
        demoSteps: demoSeedSteps,
      });
      await handle.close();
    });
    console.log(`demo data loaded into ${dataDir} in ${formatSeconds(ms)}`);
  }
  for (let run = 1; run <= runs; run++) {
    const file = path.join(scratch, `run-${run}.tgz`);
    const backup = await timed(() => createBackup({ config: config(dataDir), file }));
    const target = path.join(scratch, `restored-${run}`);
    const restore = await timed(() => restoreBackup({ config: config(target), file }));
    const { manifest, archiveBytes } = backup.result;
    const uploads = manifest.uploads.storage === "local" ? manifest.uploads.bytes : 0;
    console.log(
      `run ${run}: ${manifest.database.users} users, pgdata ${formatBytes(manifest.database.bytes)} ` +
        `+ uploads ${formatBytes(uploads)} → archive ${formatBytes(archiveBytes)} ` +
        `(${archiveBytes} bytes); backup ${formatSeconds(backup.ms)}, restore ${formatSeconds(restore.ms)}`,
    );
    rmSync(target, { recursive: true, force: true });
    rmSync(file, { force: true });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
