import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  type FileStore,
  type StorageFolder,
  StorageUnavailableError,
  type StoredFile,
} from "./file-store";
import { contentTypeOf, newStoredName, ownerPrefix, STORED_NAME } from "./names";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL; unset is AWS. */
  endpoint?: string;
  /** Both or neither: neither uses the SDK's default credential chain (role, profile, env). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page: S3's maximum (1000) unless a test wants several pages. */
  pageSize?: number;
}

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

function clientFor(settings: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where the API demands them: S3-compatible services reject the newer
    // default (CRC32 trailers on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable bucket must fail a request in seconds, not hang it: short timeouts,
    // one retry.
    requestHandler: {
      connectionTimeout: 2_000,
      requestTimeout: 10_000,
      socketTimeout: 10_000,
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
  });
}

/** A missing object (GetObject's NoSuchKey, HeadObject's bodiless 404): no storage failure. */
const isMissingObject = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === "NoSuchKey" || name === "NotFound";
};

/**
 * Every file as the object `<folder>/<name>` of one private bucket: nothing is ever made
 * public; the API streams what it serves.
 */
export class S3FileStore implements FileStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    this.client = clientFor(settings);
    this.bucket = settings.bucket;
  }

  private fail(what: string, error: unknown): StorageUnavailableError {
    return new StorageUnavailableError(`S3 bucket ${this.bucket}: ${what} failed`, {
      cause: error,
    });
  }

  async save(
    folder: StorageFolder,
    prefix: string,
    ext: string,
    data: Buffer,
    contentType: string,
  ): Promise<string> {
    const name = newStoredName(prefix, ext);
    await this.put(folder, name, data, contentType);
    return name;
  }

  /** Writes an object under a name chosen elsewhere (the migration keeps the disk's names). */
  async put(folder: StorageFolder, name: string, data: Buffer, contentType = contentTypeOf(name)) {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    try {
      // PutObject is atomic: a failed upload leaves no object behind.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: `${folder}/${name}`,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    } catch (error) {
      throw this.fail("PutObject", error);
    }
  }

  async open(folder: StorageFolder, name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: `${folder}/${name}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("GetObject answered no stream");
      return { body: object.Body, sizeBytes: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw this.fail("GetObject", error);
    }
  }

  async read(folder: StorageFolder, name: string): Promise<Buffer | null> {
    const file = await this.open(folder, name);
    if (!file) return null;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      throw this.fail("GetObject (body)", error);
    }
  }

  /** The size of a stored object in bytes, or null when there is none. */
  async sizeOf(folder: StorageFolder, name: string): Promise<number | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: `${folder}/${name}` }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw this.fail("HeadObject", error);
    }
  }

  async remove(folder: StorageFolder, name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.bucket, Key: `${folder}/${name}` }),
      );
    } catch (error) {
      throw this.fail("DeleteObject", error);
    }
  }

  async removeOwned(folder: StorageFolder, prefix: string): Promise<void> {
    const batch: string[] = [];
    for await (const key of this.keys(`${folder}/${ownerPrefix(prefix)}-`)) {
      batch.push(key);
      if (batch.length === DELETE_BATCH) await this.deleteKeys(batch.splice(0));
    }
    if (batch.length > 0) await this.deleteKeys(batch);
  }

  async *list(folder: StorageFolder): AsyncIterable<string> {
    const prefix = `${folder}/`;
    for await (const key of this.keys(prefix)) {
      const name = key.slice(prefix.length);
      if (STORED_NAME.test(name)) yield name;
    }
  }

  /** HeadBucket: the endpoint answers, the credentials hold and the bucket exists. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw this.fail("HeadBucket", error);
    }
  }

  /** Closes the client's sockets (a command-line run ends sooner). */
  close(): void {
    this.client.destroy();
  }

  /** Every key under `prefix`, page by page. */
  private async *keys(prefix: string): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.settings.pageSize ?? 1000 },
      { Bucket: this.bucket, Prefix: prefix },
    );
    const iterator = pages[Symbol.asyncIterator]();
    for (;;) {
      let page: Awaited<ReturnType<typeof iterator.next>>;
      try {
        page = await iterator.next();
      } catch (error) {
        throw this.fail("ListObjectsV2", error);
      }
      if (page.done) return;
      for (const object of page.value.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    let errors: { Key?: string; Code?: string }[] | undefined;
    try {
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      errors = answer.Errors;
    } catch (error) {
      throw this.fail("DeleteObjects", error);
    }
    if (errors?.length) {
      const first = errors[0]!;
      throw this.fail(
        `DeleteObjects (${errors.length} refused, ${first.Key}: ${first.Code})`,
        errors,
      );
    }
  }
}
