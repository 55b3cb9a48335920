import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { StorageUnavailableError } from "../lib/storage/file-store";
import { registerErrorHandling } from "./handler";

describe("a file storage failure", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After, found in the cause chain, and logs it", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "error", stream } });
    registerErrorHandling(app);
    const outage = new StorageUnavailableError("S3 bucket b: PutObject failed", {
      cause: new Error("connect ECONNREFUSED 127.0.0.1:9"),
    });
    app.get("/direct", async () => {
      throw outage;
    });
    app.get("/wrapped", async () => {
      throw new Error("saving the photo failed", { cause: outage });
    });
    await app.ready();
    for (const url of ["/direct", "/wrapped"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(res.json()).toEqual({
        statusCode: 503,
        code: "SERVICE_UNAVAILABLE",
        message: "File storage is unavailable; try again shortly",
      });
    }
    expect(lines.join("")).toContain("ECONNREFUSED");
    await app.close();
  });
});
