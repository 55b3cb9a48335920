/** A multipart/form-data body with one file field, for fastify.inject. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----encaja${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A JPEG's segment structure (SOI, APP0 JFIF, SOS, filler scan, EOI): enough to sniff and walk. */
export const fakeJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0", "latin1"),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);
