import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** ADR 0024: services take (db or deps, auth context, input), never Fastify's app or request. */
const modules = import.meta.dirname;

function serviceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(path);
    return /(^|\.)service\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the service convention", () => {
  it("no service takes a FastifyInstance or a FastifyRequest", () => {
    const files = serviceFiles(modules);
    expect(files.length).toBeGreaterThan(20);
    const offending = files
      .filter((path) => /\bFastify(Instance|Request)\b/.test(readFileSync(path, "utf8")))
      .map((path) => relative(modules, path));
    expect(offending).toEqual([]);
  });

  it("platforms, developer history, photo and LinkedIn import have a service", () => {
    const files = serviceFiles(modules).map((path) => relative(modules, path));
    expect(files).toEqual(
      expect.arrayContaining([
        "platforms/platforms.service.ts",
        "developers/history.service.ts",
        "developers/photo.service.ts",
        "linkedin-import/linkedin-import.service.ts",
      ]),
    );
  });
});
