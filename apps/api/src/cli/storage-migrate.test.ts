import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { LocalFileStore, S3FileStore, s3SettingsOf } from "../lib/storage";
import { setupS3AndDataDir } from "../testing/s3";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "storage-migrate.ts");
const { dataDir, s3 } = setupS3AndDataDir("encaja-migrate-");

/** Runs the command without blocking this process, which serves the bucket. */
const run = (env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe("npm run storage:migrate", () => {
  it("refuses to run without S3_BUCKET, saying what to set", async () => {
    const res = await run({ S3_BUCKET: "" });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("S3_BUCKET is not set");
  }, 60_000);

  it("copies every local file into the bucket under the same key, skips what is there, keeps the disk", async () => {
    const local = new LocalFileStore(dataDir);
    const owner = randomUUID();
    const photos = [
      await local.save("photos", owner, "png", Buffer.from("photo one"), "image/png"),
      await local.save("photos", owner, "jpg", Buffer.from("photo two"), "image/jpeg"),
    ];
    const pdf = await local.save("chat-files", owner, "pdf", Buffer.from("%PDF-1"), "");
    const bucket = new S3FileStore(s3SettingsOf(loadConfig({ DATA_DIR: dataDir, ...s3.env }))!);
    // An object left by an interrupted upload (another size) is written again.
    await bucket.put("photos", photos[1]!, Buffer.from("half"));

    const first = await run(s3.env);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("photos: 2 copied, 0 already in the bucket");
    expect(first.stdout).toContain("chat-files: 1 copied, 0 already in the bucket");
    expect((await bucket.read("photos", photos[0]!))?.toString()).toBe("photo one");
    expect((await bucket.read("photos", photos[1]!))?.toString()).toBe("photo two");
    expect(await bucket.sizeOf("photos", photos[1]!)).toBe(9);
    expect((await bucket.read("chat-files", pdf))?.toString()).toBe("%PDF-1");
    expect(existsSync(path.join(dataDir, "uploads", "photos", photos[0]!))).toBe(true);

    const again = await run(s3.env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("photos: 0 copied, 2 already in the bucket");
    expect(again.stdout).toContain("chat-files: 0 copied, 1 already in the bucket");
    bucket.close();
  }, 120_000);
});
