import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.resolve(__dirname, "../..");
/** A call by path string, with or without a type argument (`apiRequest<T>(…)`). */
const pathStringCall =
  /\buseApi\(\)|\buseUpload\(\)|\b(apiRequest|apiUpload)(<[^>]*>+)?\(|[^.\w]fetch\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("web calls", () => {
  it("go through the route table (call, useCall, useUploadCall, serverCall), not path strings", () => {
    const offenders: string[] = [];
    for (const file of sources(src)) {
      const name = path.relative(src, file).split(path.sep).join("/");
      if (name.startsWith("lib/api/")) continue;
      if (pathStringCall.test(readFileSync(file, "utf8"))) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
