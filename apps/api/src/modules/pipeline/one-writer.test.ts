import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ADR 0024: a candidate's status has one writer. The only query that updates the status
 * column is `applyCandidateChange` (packages/db), and the only caller of that query is
 * `moveCandidate` (pipeline module), which checks the transition table and writes history.
 */
const root = resolve(import.meta.dirname, "../../../../..");
const scanned = ["apps/api/src", "packages/db/src", "packages/email/src", "packages/contracts/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = scanned
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));

/** Every Drizzle `.update(<candidates table>)…set({…})` that sets `status`, as "file: function". */
function statusUpdates(path: string, text: string): string[] {
  const found: string[] = [];
  const update = /\.update\(\s*(?:schema\.)?candidates\s*\)/g;
  for (let match = update.exec(text); match; match = update.exec(text)) {
    const rest = text.slice(match.index);
    const set = rest.slice(0, rest.search(/\.where\(|\.returning\(|;/) + 1);
    if (!/[{,\s]status\s*:/.test(set)) continue;
    const before = text.slice(0, match.index);
    const fn = [...before.matchAll(/function\s+(\w+)/g)].at(-1)?.[1] ?? "?";
    found.push(`${path}: ${fn}`);
  }
  return found;
}

describe("one writer of candidate status", () => {
  it("scans the API and the packages (sanity)", () => {
    expect(files.some((f) => f.path.endsWith("packages/db/src/queries/pipeline.ts"))).toBe(true);
    expect(files.some((f) => f.path.endsWith("pipeline/move-candidate.ts"))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it("updates the status column in applyCandidateChange only", () => {
    // A writer's compiled statement (queries/compiled.ts) sits right after it: counted as it.
    const writers = [...new Set(files.flatMap((f) => statusUpdates(f.path, f.text)))];
    expect(writers).toEqual(["packages/db/src/queries/pipeline.ts: applyCandidateChange"]);
    const rawSql = files.filter((f) => /update\s+"?candidates"?\s+set/i.test(f.text));
    expect(rawSql.map((f) => f.path)).toEqual([]);
  });

  it("calls applyCandidateChange from moveCandidate only", () => {
    const callers = files
      .filter((f) => /\bapplyCandidateChange\b/.test(f.text))
      .map((f) => f.path)
      .sort();
    expect(callers).toEqual([
      "apps/api/src/modules/pipeline/move-candidate.ts",
      "packages/db/src/queries/pipeline.ts",
    ]);
  });

  it("has no second status writer left (changeCandidateStatus is gone)", () => {
    expect(files.filter((f) => /changeCandidateStatus/.test(f.text)).map((f) => f.path)).toEqual(
      [],
    );
  });
});
