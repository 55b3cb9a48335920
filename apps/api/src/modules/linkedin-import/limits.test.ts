import { defaultPlatformSettings, routes } from "@encaja/contracts";
import { insertPlatformSettings } from "@encaja/db/queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createSignedInUser } from "../../testing/factories";
import { buildBombPdf, buildLinkedInPdf } from "../../testing/linkedin-pdf";
import { englishProfile } from "../../testing/linkedin-profiles";
import { multipartFile } from "../../testing/multipart";
import { PdfTooComplexError, readPdfItems } from "./pdf-reader";

// ADR 0017: a crafted PDF is parsed in a child process that is killed on CPU time or memory.
/** 40 pages sharing one stream of 1M no-text operators: ~40M operators, little memory. */
const cpuBomb = () => buildBombPdf({ chunk: "0 0 Td\n", repeat: 1_000_000, pages: 40 });
/** 1 MB that inflates to 800 MB of whitespace. */
const memoryBomb = () => buildBombPdf({ chunk: " ", repeat: 800_000_000, pages: 1 });

describe("readPdfItems in a child process", () => {
  it("kills a parse that exceeds its CPU time", async () => {
    const error = await readPdfItems(cpuBomb(), { cpuMs: 1500, memoryMb: 1024 }).catch((e) => e);
    expect(error).toBeInstanceOf(PdfTooComplexError);
    expect(error.reason).toBe("cpu");
  });

  it("kills a parse that exceeds its memory (a flate bomb)", async () => {
    const error = await readPdfItems(memoryBomb(), { cpuMs: 60_000, memoryMb: 160 }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(PdfTooComplexError);
    expect(error.reason).toBe("memory");
  });

  it("still reads a real export within the limits", async () => {
    const items = await readPdfItems(await buildLinkedInPdf(englishProfile), {
      cpuMs: 10_000,
      memoryMb: 256,
    });
    expect(items.some((i) => i.str === "Experience")).toBe(true);
  });
});

describe("POST /developers/me/linkedin-import limits", () => {
  let t: TestApp;
  let developer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PDF_IMPORT_CPU_MS: "1500", PDF_IMPORT_CONCURRENCY: "1" },
    });
    developer = (await createSignedInUser(t.db.db, "developer")).headers;
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, headers = developer) => {
    const body = multipartFile("file", "Profile.pdf", "application/pdf", data);
    return t.app.inject({
      method: "POST",
      url: "/developers/me/linkedin-import",
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it("answers 422 PDF_TOO_COMPLEX for a CPU bomb while the API keeps answering", async () => {
    let settled = false;
    const attack = upload(cpuBomb()).finally(() => {
      settled = true;
    });
    const health = await t.call(routes.system.health, {});
    expect(health.status).toBe(200);
    expect(settled).toBe(false);
    const res = await attack;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ statusCode: 422, code: "PDF_TOO_COMPLEX" });
  });

  it("answers 503 PDF_IMPORT_BUSY beyond the concurrency cap", async () => {
    const other = (await createSignedInUser(t.db.db, "developer")).headers;
    const results = await Promise.all([upload(cpuBomb()), upload(cpuBomb(), other)]);
    const codes = results.map((r) => `${r.statusCode} ${r.json().code}`).sort();
    expect(codes).toEqual(["422 PDF_TOO_COMPLEX", "503 PDF_IMPORT_BUSY"]);
    const busy = results.find((r) => r.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("30");
  });
});

describe("POST /developers/me/linkedin-import hourly limit per user", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPlatformSettings(t.db.db, {
      settings: { ...defaultPlatformSettings, pdfImportsPerHour: 2 },
      createdBy: null,
    });
  });
  afterAll(() => t.close());

  it("answers 429 RATE_LIMITED after the pdfImportsPerHour setting's imports; other users are unaffected", async () => {
    const upload = (headers: Record<string, string>) => {
      const body = multipartFile(
        "file",
        "Profile.pdf",
        "application/pdf",
        Buffer.from("not a pdf"),
      );
      return t.app.inject({
        method: "POST",
        url: "/developers/me/linkedin-import",
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    const first = (await createSignedInUser(t.db.db, "developer")).headers;
    const second = (await createSignedInUser(t.db.db, "developer")).headers;
    expect((await upload(first)).statusCode).toBe(415);
    expect((await upload(first)).statusCode).toBe(415);
    const limited = await upload(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect((await upload(second)).statusCode).toBe(415);
  });
});
