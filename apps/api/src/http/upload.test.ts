import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { readUpload, type UploadRule } from "./upload";

/** A multipart request as @fastify/multipart presents it, with one part. */
function request(
  part: { fieldname: string; data?: Buffer; error?: string; truncated?: boolean } | null,
) {
  return {
    isMultipart: () => true,
    file: async () =>
      part && {
        fieldname: part.fieldname,
        file: { truncated: part.truncated ?? false },
        toBuffer: async () => {
          if (part.error) throw Object.assign(new Error("broken"), { code: part.error });
          return part.data ?? Buffer.alloc(0);
        },
      },
  } as unknown as FastifyRequest;
}

const messages = {
  notMultipart: "multipart please",
  noFile: "field file please",
  tooLarge: "too large",
  wrongType: "not text",
};
const rule: UploadRule<"text"> = {
  maxBytes: 4,
  sniff: (data) => (data.toString("latin1").startsWith("T") ? "text" : null),
  messages,
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code: string; statusCode: number; message: string }) => ({
      code: error.code,
      status: error.statusCode,
      message: error.message,
    }),
  );

describe("readUpload", () => {
  it("answers the file and its sniffed type", async () => {
    const read = await readUpload(request({ fieldname: "file", data: Buffer.from("Tab") }), rule);
    expect(read).toEqual({ data: Buffer.from("Tab"), type: "text" });
  });

  it("refuses with one status per code: not multipart and wrong type 415 UNSUPPORTED_FILE, no file 400 VALIDATION, too large 413 PAYLOAD_TOO_LARGE", async () => {
    const plain = { isMultipart: () => false } as unknown as FastifyRequest;
    expect(await failure(readUpload(plain, rule))).toMatchObject({
      code: "UNSUPPORTED_FILE",
      status: 415,
      message: "multipart please",
    });
    const noFile = await readUpload(request(null), rule).catch((e: unknown) => e);
    expect(noFile).toMatchObject({
      code: "VALIDATION",
      statusCode: 400,
      errors: [{ path: "body.file", message: "field file please" }],
    });
    expect(await failure(readUpload(request({ fieldname: "photo" }), rule))).toMatchObject({
      code: "VALIDATION",
      status: 400,
    });
    expect(
      await failure(readUpload(request({ fieldname: "file", data: Buffer.from("Tabcd") }), rule)),
    ).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413, message: "too large" });
    expect(
      await failure(
        readUpload(request({ fieldname: "file", data: Buffer.from("Ta"), truncated: true }), rule),
      ),
    ).toMatchObject({ status: 413 });
    expect(
      await failure(
        readUpload(request({ fieldname: "file", error: "FST_REQ_FILE_TOO_LARGE" }), rule),
      ),
    ).toMatchObject({ status: 413 });
    expect(
      await failure(readUpload(request({ fieldname: "file", data: Buffer.from("xyz") }), rule)),
    ).toEqual({
      code: "UNSUPPORTED_FILE",
      status: 415,
      message: "not text",
    });
  });

  it("words empty and broken uploads only when the rule says how (else 415 and 413)", async () => {
    // Empty: 415 UNSUPPORTED_FILE either way; broken: 413 unless worded, then 400 BAD_REQUEST.
    const empty = request({ fieldname: "file", data: Buffer.alloc(0) });
    const broken = () => request({ fieldname: "file", error: "ECONNRESET" });
    expect(await failure(readUpload(empty, rule))).toMatchObject({ status: 415 });
    expect(await failure(readUpload(broken(), rule))).toMatchObject({ status: 413 });
    const worded = { ...rule, messages: { ...messages, empty: "empty", unreadable: "unreadable" } };
    const emptyAgain = request({ fieldname: "file", data: Buffer.alloc(0) });
    expect(await failure(readUpload(emptyAgain, worded))).toMatchObject({
      code: "UNSUPPORTED_FILE",
      status: 415,
      message: "empty",
    });
    expect(await failure(readUpload(broken(), worded))).toMatchObject({
      code: "BAD_REQUEST",
      status: 400,
      message: "unreadable",
    });
  });
});
