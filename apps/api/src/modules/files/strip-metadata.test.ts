import { describe, expect, it } from "vitest";
import { GPS, jpegWithGps } from "../../testing/images";
import { fakeJpeg, tinyPng } from "../../testing/multipart";
import { InvalidImageError, stripImageMetadata } from "./strip-metadata";

// ADR 0017: photos are stored without EXIF (GPS), XMP, IPTC or comments.
function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body, Buffer.alloc(4)]);
}

function webpChunk(fourcc: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, "latin1");
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function webp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length + 4, 4);
  head.write("WEBP", 8, "latin1");
  return Buffer.concat([head, body]);
}

describe("stripImageMetadata", () => {
  it("drops a JPEG's EXIF, XMP and comment segments and keeps the rest byte for byte", () => {
    const input = jpegWithGps();
    expect(input.includes(GPS)).toBe(true);
    const out = stripImageMetadata(input, "jpg");
    expect(out.includes("GPS")).toBe(false);
    expect(out.includes("Exif")).toBe(false);
    expect(out.equals(fakeJpeg)).toBe(true);
  });

  it("drops a PNG's eXIf and text chunks", () => {
    const iend = tinyPng.length - 12;
    const input = Buffer.concat([
      tinyPng.subarray(0, 33), // signature + IHDR
      pngChunk("eXIf", Buffer.from(`MM\0*${GPS}`, "latin1")),
      pngChunk("tEXt", Buffer.from(`Comment\0${GPS}`, "latin1")),
      tinyPng.subarray(33, iend),
      tinyPng.subarray(iend),
    ]);
    const out = stripImageMetadata(input, "png");
    expect(out.includes("GPS")).toBe(false);
    expect(out.equals(tinyPng)).toBe(true);
  });

  it("drops a WebP's EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size", () => {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x08 | 0x04 | 0x10; // EXIF, XMP and alpha
    const image = webpChunk("VP8L", Buffer.from([0x2f, 0, 0, 0, 0]));
    const input = webp([
      webpChunk("VP8X", vp8x),
      image,
      webpChunk("EXIF", Buffer.from(`MM\0*${GPS}`, "latin1")),
      webpChunk("XMP ", Buffer.from(`<x ${GPS}/>`)),
    ]);
    const out = stripImageMetadata(input, "webp");
    expect(out.includes("GPS")).toBe(false);
    const flags = Buffer.from(vp8x);
    flags[0] = 0x10;
    expect(out.equals(webp([webpChunk("VP8X", flags), image]))).toBe(true);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
  });

  it("rejects containers it cannot walk", () => {
    const truncated = jpegWithGps().subarray(0, 30);
    expect(() => stripImageMetadata(truncated, "jpg")).toThrow(InvalidImageError);
    expect(() => stripImageMetadata(tinyPng.subarray(0, 40), "png")).toThrow(InvalidImageError);
    const lying = webp([webpChunk("VP8L", Buffer.alloc(4))]);
    lying.writeUInt32LE(1000, 16);
    expect(() => stripImageMetadata(lying, "webp")).toThrow(InvalidImageError);
  });
});
