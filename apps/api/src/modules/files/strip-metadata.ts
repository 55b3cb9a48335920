/**
 * Removes embedded metadata (EXIF with GPS position, XMP, IPTC, comments, text chunks) from an
 * uploaded photo without re-encoding its pixels (ADR 0017). Throws InvalidImageError when the
 * container structure cannot be walked, so nothing unparsed is ever stored.
 */
export class InvalidImageError extends Error {}

const bad = (what: string) => new InvalidImageError(`Malformed ${what}`);

/** JPEG markers dropped before the scan: APP1 (EXIF, XMP), APP13 (IPTC), COM (comments). */
const JPEG_DROP = new Set([0xe1, 0xed, 0xfe]);

function stripJpeg(data: Buffer): Buffer {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw bad("JPEG");
  const kept: Buffer[] = [data.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at >= data.length || data[at] !== 0xff) throw bad("JPEG");
    let markerAt = at + 1;
    while (data[markerAt] === 0xff) markerAt++; // fill bytes
    const marker = data[markerAt];
    if (marker === undefined) throw bad("JPEG");
    const segmentStart = markerAt + 1;
    // Standalone markers (no length): TEM and RSTn; EOI ends the file.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(data.subarray(at, segmentStart));
      at = segmentStart;
      continue;
    }
    if (marker === 0xd9) {
      kept.push(data.subarray(at, segmentStart));
      return Buffer.concat(kept);
    }
    if (segmentStart + 2 > data.length) throw bad("JPEG");
    const length = data.readUInt16BE(segmentStart);
    const end = segmentStart + length;
    if (length < 2 || end > data.length) throw bad("JPEG");
    // Start of scan: the entropy-coded data and everything after it is pixels (kept verbatim).
    if (marker === 0xda) {
      kept.push(data.subarray(at));
      return Buffer.concat(kept);
    }
    if (!JPEG_DROP.has(marker)) kept.push(data.subarray(at, end));
    at = end;
  }
}

/** PNG chunks dropped: EXIF, textual metadata and the modification time. */
const PNG_DROP = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function stripPng(data: Buffer): Buffer {
  const kept: Buffer[] = [data.subarray(0, 8)];
  let at = 8;
  while (at < data.length) {
    if (at + 12 > data.length) throw bad("PNG");
    const length = data.readUInt32BE(at);
    const type = data.subarray(at + 4, at + 8).toString("latin1");
    const end = at + 12 + length;
    if (end > data.length) throw bad("PNG");
    if (!PNG_DROP.has(type)) kept.push(data.subarray(at, end));
    at = end;
    if (type === "IEND") return Buffer.concat(kept);
  }
  throw bad("PNG");
}

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(data: Buffer): Buffer {
  if (data.length < 12) throw bad("WebP");
  const riffEnd = Math.min(data.length, 8 + data.readUInt32LE(4));
  const kept: Buffer[] = [];
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw bad("WebP");
    const fourcc = data.subarray(at, at + 4).toString("latin1");
    const size = data.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) throw bad("WebP");
    const chunk = Buffer.from(data.subarray(at, Math.min(end, riffEnd)));
    if (fourcc === "VP8X" && chunk.length > 8) {
      chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
    }
    if (fourcc !== "EXIF" && fourcc !== "XMP ") kept.push(chunk);
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(4 + body.length, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}

export function stripImageMetadata(data: Buffer, ext: "jpg" | "png" | "webp"): Buffer {
  if (ext === "jpg") return stripJpeg(data);
  if (ext === "png") return stripPng(data);
  return stripWebp(data);
}
