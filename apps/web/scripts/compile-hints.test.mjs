import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "./compile-hints.mjs";

describe("compile hints", () => {
  it("puts the hint first and keeps the chunk's text after it", () => {
    expect(withCompileHint("(()=>{})();")).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("marks every client script chunk once, nested ones too, and nothing else", () => {
    const dist = mkdtempSync(join(tmpdir(), "hints-"));
    const chunks = join(dist, "static", "chunks");
    mkdirSync(join(chunks, "app"), { recursive: true });
    writeFileSync(join(chunks, "a.js"), "var a=1;");
    writeFileSync(join(chunks, "app", "b.js"), "var b=2;");
    writeFileSync(join(chunks, "c.css"), "body{}");

    expect(addCompileHints(dist)).toBe(2);
    expect(readFileSync(join(chunks, "a.js"), "utf8")).toBe(`${COMPILE_HINT}var a=1;`);
    expect(readFileSync(join(chunks, "app", "b.js"), "utf8")).toBe(`${COMPILE_HINT}var b=2;`);
    expect(readFileSync(join(chunks, "c.css"), "utf8")).toBe("body{}");

    // A second run (a start that finds the build already hinted) changes nothing.
    expect(addCompileHints(dist)).toBe(0);
    expect(readFileSync(join(chunks, "a.js"), "utf8")).toBe(`${COMPILE_HINT}var a=1;`);
  });
});
