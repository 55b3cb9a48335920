import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyPgliteTemplate } from "./template";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-template-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for a data dir: what the copy looks at (PG_VERSION) and a file deeper down. */
function fakeTemplate() {
  const template = tempDir();
  mkdirSync(path.join(template, "pgdata/base/1"), { recursive: true });
  writeFileSync(path.join(template, "pgdata/PG_VERSION"), "17\n");
  writeFileSync(path.join(template, "pgdata/base/1/1259"), "catalog");
  return template;
}

describe("copyPgliteTemplate", () => {
  it("copies the template into a new database's place, whole", () => {
    const pgdata = path.join(tempDir(), "pgdata");
    expect(copyPgliteTemplate(fakeTemplate(), pgdata)).toBe(true);
    expect(readFileSync(path.join(pgdata, "base/1/1259"), "utf8")).toBe("catalog");
    expect(existsSync(`${pgdata}.partial`)).toBe(false);
  });

  it("never touches an existing database", () => {
    const pgdata = path.join(tempDir(), "pgdata");
    mkdirSync(pgdata);
    writeFileSync(path.join(pgdata, "PG_VERSION"), "mine");
    expect(copyPgliteTemplate(fakeTemplate(), pgdata)).toBe(false);
    expect(readFileSync(path.join(pgdata, "PG_VERSION"), "utf8")).toBe("mine");
  });

  it("answers false without a template, or with an unfinished one", () => {
    const pgdata = path.join(tempDir(), "pgdata");
    expect(copyPgliteTemplate(undefined, pgdata)).toBe(false);
    expect(copyPgliteTemplate(path.join(tempDir(), "missing"), pgdata)).toBe(false);
    const unfinished = tempDir();
    mkdirSync(path.join(unfinished, "pgdata"));
    expect(copyPgliteTemplate(unfinished, pgdata)).toBe(false);
    expect(existsSync(pgdata)).toBe(false);
  });

  it("replaces what a copy killed half-way left", () => {
    const pgdata = path.join(tempDir(), "pgdata");
    mkdirSync(`${pgdata}.partial`);
    writeFileSync(path.join(`${pgdata}.partial`, "stale"), "x");
    expect(copyPgliteTemplate(fakeTemplate(), pgdata)).toBe(true);
    expect(existsSync(path.join(pgdata, "stale"))).toBe(false);
    expect(existsSync(`${pgdata}.partial`)).toBe(false);
  });
});
