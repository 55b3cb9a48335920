import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../testing/ports";
import { startTestS3Server, type TestS3Server } from "../../testing/s3";
import { LocalFileStore, S3FileStore, type S3Settings, StorageUnavailableError } from ".";

const settings = (endpoint: string, bucket: string): S3Settings => ({
  bucket,
  endpoint,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

describe("an S3 store that cannot be reached", () => {
  it("fails fast with StorageUnavailableError on a closed port, for every operation", async () => {
    const files = new S3FileStore(settings(`http://127.0.0.1:${await freePort()}`, "encaja"));
    const started = Date.now();
    await expect(files.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    const name = `${randomUUID()}-000000000000000000000000.png`;
    await expect(
      files.save("photos", randomUUID(), "png", Buffer.from("x"), "image/png"),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(files.open("photos", name)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(files.remove("photos", name)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(files.removeOwned("photos", randomUUID())).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("fails with StorageUnavailableError when the bucket does not exist (not as a missing file)", async () => {
    const files = new S3FileStore(settings(s3.env.S3_ENDPOINT!, "no-such-bucket"));
    const check = files.check();
    await expect(check).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(check).rejects.toThrow(/HeadBucket/);
    const name = `${randomUUID()}-000000000000000000000000.png`;
    await expect(files.open("photos", name)).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});

describe("a local store that cannot write", () => {
  it("fails its check with StorageUnavailableError (DATA_DIR is not a folder)", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-store-"));
    const notAFolder = path.join(dataDir, "file");
    writeFileSync(notAFolder, "x");
    try {
      const files = new LocalFileStore(notAFolder);
      await expect(files.check()).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(
        files.save("photos", randomUUID(), "png", Buffer.from("x"), "image/png"),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
