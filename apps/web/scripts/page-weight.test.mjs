import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chunksOf, describeFailure, firstLoadBytes, overBudget } from "./page-weight.mjs";

describe("page weight budgets", () => {
  it("fails a page over its budget and passes one at or under it", () => {
    const failures = overBudget(
      { "/": 151 * 1024, "/jobs": 150 * 1024 },
      { "/": 150, "/jobs": 150 },
    );
    expect(failures).toEqual([{ page: "/", kb: 151, budget: 150 }]);
    expect(describeFailure(failures[0])).toBe(
      "/: 151.0 kB first-load JS (gzip) is over its budget of 150 kB",
    );
  });

  it("fails a measured page that has no budget", () => {
    expect(overBudget({ "/new": 1024 }, {})).toEqual([{ page: "/new", kb: 1, budget: null }]);
  });

  it("counts script and preloaded chunks once, never nomodule polyfills or other origins", () => {
    const html = `<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>
      <script src="/_next/static/chunks/a.js" async></script>
      <script src="/_next/static/chunks/b.js?dpl=1"></script>
      <script src="/_next/static/chunks/polyfill.js" nomodule></script>
      <script src="/runtime-config.js"></script>
      <link rel="stylesheet" href="/_next/static/chunks/c.css"/>`;
    expect(chunksOf(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
  });

  it("sums the gzip sizes of the chunks from the build directory", () => {
    const nextDir = mkdtempSync(join(tmpdir(), "page-weight-"));
    mkdirSync(join(nextDir, "static/chunks"), { recursive: true });
    const body = "console.log('x');".repeat(200);
    writeFileSync(join(nextDir, "static/chunks/a.js"), body);
    const { bytes, chunks } = firstLoadBytes(
      '<script src="/_next/static/chunks/a.js"></script>',
      nextDir,
    );
    expect(chunks).toHaveLength(1);
    expect(bytes).toBe(gzipSync(body, { level: 9 }).length);
  });
});
