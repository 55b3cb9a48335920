import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createDb, type Db, lockDataDir } from "@encaja/db/client";
import { countUsers, findLoginByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { create, extract, Header, list } from "tar";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app";
import { issueSession } from "../../modules/auth/session-policy";
import { completeDemoDeveloper } from "../../seed/demo-developer";
import { wholeStep } from "../../seed/steps";
import { testAppOptions, testConfig } from "../../testing/app";
import { tinyPdf } from "../../testing/chats";
import { multipartFile, tinyPng } from "../../testing/multipart";
import { openDatabase } from "../open-database";
import { createBackup } from "./backup";
import type { BackupConfig } from "./messages";
import { restoreBackup } from "./restore";

const DEVELOPER = "developer@demo.encaja.dev";
const root = mkdtempSync(path.join(os.tmpdir(), "encaja-backup-test-"));
const dataDir = path.join(root, "data");
const archive = path.join(root, "encaja.tgz");
let fresh = 0;
const newDir = () => path.join(root, `dir-${fresh++}`);
const configFor = (dir: string, extra: Partial<BackupConfig> = {}): BackupConfig => ({
  DATA_DIR: dir,
  DATABASE_URL: undefined,
  S3_BUCKET: undefined,
  ...extra,
});

/** What the restored database must hold: the demo developer's rows and their files' keys. */
async function snapshot(db: Db) {
  const [developer] = await db
    .select()
    .from(schema.developers)
    .innerJoin(schema.users, eq(schema.users.id, schema.developers.userId))
    .where(eq(schema.users.email, DEVELOPER));
  const id = developer!.developers.id;
  const [attachment] = await db
    .select()
    .from(schema.chatAttachments)
    .where(eq(schema.chatAttachments.chatId, developer!.developers.chatId));
  return {
    users: await countUsers(db),
    developer,
    experiences: await db
      .select()
      .from(schema.experiences)
      .where(eq(schema.experiences.developerId, id)),
    skills: await db.$count(schema.developerSkills, eq(schema.developerSkills.developerId, id)),
    photo: path.basename(new URL(developer!.developers.photoUrl!).pathname),
    attachment: attachment!.storageKey,
  };
}
let original: Awaited<ReturnType<typeof snapshot>>;

/** The demo accounts with a completed developer, who uploads a photo and a chat attachment. */
async function seed() {
  // The suite's migrated template (a PGlite dump) saves creating and migrating a cluster.
  const template = inject("pgliteTemplate");
  if (template) {
    mkdirSync(path.join(dataDir, "pgdata"), { recursive: true });
    await extract({ file: template, cwd: path.join(dataDir, "pgdata") });
  }
  const handle = await openDatabase({
    dataDir,
    demoSeed: "1",
    demoSteps: [wholeStep("demo-developer", completeDemoDeveloper)],
  });
  try {
    const app = await buildApp({
      ...testAppOptions,
      config: testConfig({ DATA_DIR: dataDir, MATCH_INDEX: "sql" }),
      db: handle,
      logger: false,
      startMailSender: false,
      startHousekeeping: false,
      startDecisionReminders: false,
      startNotificationEmails: false,
    });
    await app.ready();
    try {
      const login = (await findLoginByEmail(handle.db, DEVELOPER))!;
      const token = await issueSession(
        handle.db,
        { userId: login.userId, role: "developer" },
        "password",
      );
      const upload = async (url: string, form: ReturnType<typeof multipartFile>) =>
        app.inject({
          method: "POST",
          url,
          headers: { authorization: `Bearer ${token}`, ...form.headers },
          payload: form.payload,
        });
      const photo = await upload(
        "/developers/me/photo",
        multipartFile("file", "me.png", "image/png", tinyPng),
      );
      expect(photo.statusCode).toBe(200);
      const [{ chatId }] = (await handle.db
        .select({ chatId: schema.developers.chatId })
        .from(schema.developers)
        .where(eq(schema.developers.userId, login.userId))) as [{ chatId: string }];
      const pdf = multipartFile("file", "cv.pdf", "application/pdf", tinyPdf);
      expect((await upload(`/chats/${chatId}/attachments`, pdf)).statusCode).toBe(201);
    } finally {
      await app.close();
    }
    original = await snapshot(handle.db);
  } finally {
    await handle.close();
  }
}

const onPostgres = Boolean(process.env.DATABASE_URL);
beforeAll(async () => {
  if (!onPostgres) await seed();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The embedded default only: nothing to add when the suite runs on PostgreSQL.
describe.skipIf(onPostgres)("backup and restore of the embedded default", () => {
  it("restores the users, the demo developer's profile and the stored files byte for byte", async () => {
    const backup = await createBackup({ config: configFor(dataDir), file: archive });
    expect(backup.manifest.database.users).toBe(original.users);
    expect(backup.manifest.database.migrations.last).toMatch(/^\d{4}_/);
    expect(backup.manifest.uploads).toMatchObject({
      storage: "local",
      folders: { photos: { files: 1 }, "chat-files": { files: 1 } },
    });
    expect(readdirSync(root).filter((name) => name.includes(".partial"))).toEqual([]);

    const target = newDir();
    const restored = await restoreBackup({ config: configFor(target), file: archive });
    expect(restored.notes).toEqual([]);
    expect(readdirSync(target).sort()).toEqual(["pgdata", "uploads"]);
    const handle = await createDb({ dataDir: target });
    try {
      expect(await snapshot(handle.db)).toEqual(original);
    } finally {
      await handle.close();
    }
    for (const [folder, name] of [
      ["photos", original.photo],
      ["chat-files", original.attachment],
    ]) {
      const file = (dir: string) => readFileSync(path.join(dir, "uploads", folder!, name!));
      expect(file(target).equals(file(dataDir))).toBe(true);
    }
    expect(
      readFileSync(path.join(target, "uploads", "photos", original.photo)).equals(tinyPng),
    ).toBe(true);
  });

  it("refuses to overwrite a file unless forced; a failed backup leaves no file behind", async () => {
    const file = path.join(root, "exists.tgz");
    writeFileSync(file, "keep me");
    await expect(createBackup({ config: configFor(dataDir), file })).rejects.toThrow(/--force/);
    expect(readFileSync(file, "utf8")).toBe("keep me");
    const link = path.join(dataDir, "uploads", "photos", "link.png");
    symlinkSync("/etc/hostname", link);
    try {
      await expect(createBackup({ config: configFor(dataDir), file, force: true })).rejects.toThrow(
        /not a regular file or directory/,
      );
    } finally {
      rmSync(link);
    }
    expect(readFileSync(file, "utf8")).toBe("keep me");
    expect(readdirSync(root).filter((name) => name.includes(".partial"))).toEqual([]);
    await createBackup({ config: configFor(dataDir), file, force: true });
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it("restores only into a missing or empty directory, changing nothing otherwise", async () => {
    const target = newDir();
    mkdirSync(target);
    writeFileSync(path.join(target, "notes.txt"), "mine");
    await expect(restoreBackup({ config: configFor(target), file: archive })).rejects.toThrow(
      /is not empty \(notes.txt\).*Nothing was changed/,
    );
    expect(readdirSync(target)).toEqual(["notes.txt"]);
  });

  it("both refuse while a server holds the data directory's lock", async () => {
    const target = newDir();
    for (const dir of [dataDir, target]) {
      const release = lockDataDir(dir);
      try {
        const attempt =
          dir === dataDir
            ? createBackup({ config: configFor(dir), file: path.join(root, "locked.tgz") })
            : restoreBackup({ config: configFor(dir), file: archive });
        await expect(attempt).rejects.toThrow(/already in use[\s\S]*Stop the server first/);
      } finally {
        release();
      }
    }
    expect(existsSync(path.join(root, "locked.tgz"))).toBe(false);
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses a tampered archive before writing anything", async () => {
    const byHand = path.join(root, "by-hand.tgz");
    await create({ gzip: true, cwd: dataDir, file: byHand }, ["pgdata/PG_VERSION", "uploads"]);
    const target = newDir();
    await expect(restoreBackup({ config: configFor(target), file: byHand })).rejects.toThrow(
      /does not start with manifest.json/,
    );
    // Ours, with one more entry before the end-of-archive blocks (1024 zero bytes).
    const tar = gunzipSync(readFileSync(archive));
    const evil = new Header({
      path: "uploads/../../evil.txt",
      type: "File",
      size: 4,
      mtime: new Date(),
    });
    evil.encode();
    const body = Buffer.alloc(512);
    body.write("evil");
    const tampered = path.join(root, "tampered.tgz");
    const bytes = [tar.subarray(0, tar.length - 1024), evil.block!, body, Buffer.alloc(1024)];
    writeFileSync(tampered, gzipSync(Buffer.concat(bytes)));
    await expect(restoreBackup({ config: configFor(target), file: tampered })).rejects.toThrow(
      /"uploads\/\.\.\/\.\.\/evil.txt" climbs out with \.\./,
    );
    expect(existsSync(target)).toBe(false);
    expect(existsSync(path.join(root, "evil.txt"))).toBe(false);
  });

  it("with S3_BUCKET backs up the database only; with DATABASE_URL points to pg_dump", async () => {
    const file = path.join(root, "database-only.tgz");
    const bucket = { S3_BUCKET: "encaja-files" };
    const backup = await createBackup({ config: configFor(dataDir, bucket), file });
    expect(backup.manifest.uploads).toEqual({ storage: "s3", bucket: "encaja-files" });
    const entries: string[] = [];
    await list({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.filter((entry) => !entry.startsWith("pgdata"))).toEqual(["manifest.json"]);
    const restored = await restoreBackup({ config: configFor(newDir()), file });
    expect(restored.notes.join()).toMatch(/S3 bucket encaja-files/);

    const postgres = configFor(newDir(), { DATABASE_URL: "postgres://u:p@db.test/encaja" });
    await expect(createBackup({ config: postgres, file: archive })).rejects.toThrow(/pg_dump -Fc/);
    await expect(restoreBackup({ config: postgres, file: archive })).rejects.toThrow(
      /pg_restore --clean --if-exists/,
    );
  });
});
