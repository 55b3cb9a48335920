import { fakeJpeg } from "./multipart";

// ADR 0017: test photos carrying metadata that must not be stored.
/** A made-up GPS position, as text, to look for in stored files. */
export const GPS = "GPSLatitude=34.6037S;GPSLongitude=58.3816W";

function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** fakeJpeg with an EXIF APP1 (holding a GPS position), an XMP APP1 and a comment inserted. */
export function jpegWithGps(): Buffer {
  const exif = segment(0xe1, Buffer.from(`Exif\0\0MM\0*${GPS}`, "latin1"));
  const xmp = segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta ${GPS}/>`));
  const comment = segment(0xfe, Buffer.from(`taken at ${GPS}`));
  const app0End = 2 + 18;
  return Buffer.concat([
    fakeJpeg.subarray(0, app0End),
    exif,
    xmp,
    comment,
    fakeJpeg.subarray(app0End),
  ]);
}
