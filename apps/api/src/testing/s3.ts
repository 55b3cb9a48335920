import crypto from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { late } from "./late";
import { freePort } from "./ports";

export interface TestS3Server {
  /** The S3_* variables of a configuration that stores every file in the test bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed account. */
const ACCESS_KEY = "S3RVER";

/**
 * s3rver 3.7 encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 (Node
 * 18 and later) no longer offers: every listing longer than one page fails with a 500. The
 * token only has to round-trip through the client, so DES becomes the identity here. Nothing
 * else in a test process uses DES.
 */
function letS3rverPageListings(): void {
  const patched = Symbol.for("encaja.s3rver-des");
  const registry = crypto as unknown as Record<symbol, boolean>;
  if (registry[patched]) return;
  registry[patched] = true;
  const passThrough = () => ({
    update: (data: string | Buffer, encoding?: BufferEncoding) =>
      typeof data === "string" ? Buffer.from(data, encoding) : Buffer.from(data),
    final: () => Buffer.alloc(0),
  });
  const { createCipheriv, createDecipheriv } = crypto;
  crypto.createCipheriv = ((algorithm: string, ...rest: never[]) =>
    algorithm === "des"
      ? passThrough()
      : (createCipheriv as (...args: unknown[]) => unknown)(algorithm, ...rest)) as never;
  crypto.createDecipheriv = ((algorithm: string, ...rest: never[]) =>
    algorithm === "des"
      ? passThrough()
      : (createDecipheriv as (...args: unknown[]) => unknown)(algorithm, ...rest)) as never;
}

/**
 * An S3-compatible server in this process (s3rver on 127.0.0.1, a temporary directory) with one
 * empty bucket, on `port` when given (a server "coming back" where the API already points), else
 * on a free one. `close()` stops it and deletes its directory.
 */
export async function startTestS3Server(
  bucket = "encaja-test",
  options: { port?: number } = {},
): Promise<TestS3Server> {
  letS3rverPageListings();
  const directory = mkdtempSync(path.join(os.tmpdir(), "encaja-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* variables of a bucket whose endpoint refuses every connection. */
export const unreachableS3Env = async (): Promise<Record<string, string>> => ({
  S3_BUCKET: "encaja-unreachable",
  S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  S3_FORCE_PATH_STYLE: "true",
});

/**
 * This file's test bucket and an empty data directory named `prefix`…: the server starts
 * before the file's tests; after them it stops and both directories are deleted.
 */
export function setupS3AndDataDir(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, s3: late(() => server, "The test S3 server") };
}
