import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { setupS3AndDataDir } from "../../testing/s3";
import { type FileStore, LocalFileStore, S3FileStore, s3SettingsOf } from ".";

const { dataDir, s3 } = setupS3AndDataDir("encaja-store-");

/** Two keys per ListObjectsV2 page: every listing here spans several pages. */
const s3Store = () =>
  new S3FileStore({ ...s3SettingsOf(loadConfig({ DATA_DIR: dataDir, ...s3.env }))!, pageSize: 2 });

const text = (body: string) => Buffer.from(body);
const collect = async (names: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const name of names) all.push(name);
  return all.sort();
};

describe.each([
  ["the local disk", () => new LocalFileStore(dataDir) as FileStore],
  ["an S3 bucket (s3rver)", () => s3Store() as FileStore],
])("a file store on %s", (_, create) => {
  let files: FileStore;
  beforeAll(() => {
    files = create();
  });

  it("saves under a new unguessable name, and reads and streams the bytes back", async () => {
    const owner = randomUUID();
    const a = await files.save("photos", owner, "png", text("first"), "image/png");
    const b = await files.save("photos", owner, "png", text("first"), "image/png");
    expect(a).toMatch(new RegExp(`^${owner}-[0-9a-f]{24}\\.png$`));
    expect(b).not.toBe(a);
    expect((await files.read("photos", a))?.toString()).toBe("first");
    const opened = await files.open("photos", a);
    expect(opened?.sizeBytes).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("first");
  });

  it("answers null for a missing file and for names that are not stored names", async () => {
    const missing = `${randomUUID()}-000000000000000000000000.png`;
    for (const name of [missing, "../../etc/passwd", "x.png", `${randomUUID()}.exe`]) {
      expect(await files.open("photos", name)).toBeNull();
      expect(await files.read("photos", name)).toBeNull();
    }
    await expect(files.remove("photos", missing)).resolves.toBeUndefined();
  });

  it("lists a folder's files, pages of them, and only that folder's", async () => {
    const owner = randomUUID();
    const saved = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => files.save("chat-files", owner, "pdf", text(`%PDF-${n}`), "")),
    );
    const photo = await files.save("photos", owner, "jpg", text("jpeg"), "image/jpeg");
    const listed = await collect(files.list("chat-files"));
    expect(listed).toEqual(expect.arrayContaining(saved));
    expect(listed).not.toContain(photo);
  });

  it("removes one file, and every file of one owner but no one else's", async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const mine = await Promise.all(
      [1, 2, 3, 4, 5].map(() => files.save("photos", owner, "webp", text("mine"), "image/webp")),
    );
    const theirs = await files.save("photos", other, "webp", text("theirs"), "image/webp");
    await files.remove("photos", mine[0]!);
    expect(await files.read("photos", mine[0]!)).toBeNull();
    expect(await files.read("photos", mine[1]!)).not.toBeNull();
    await files.removeOwned("photos", owner);
    const left = await collect(files.list("photos"));
    for (const name of mine) expect(left).not.toContain(name);
    expect(left).toContain(theirs);
    expect((await files.read("photos", theirs))?.toString()).toBe("theirs");
  });

  it("passes its check", async () => {
    await expect(files.check()).resolves.toBeUndefined();
  });
});
