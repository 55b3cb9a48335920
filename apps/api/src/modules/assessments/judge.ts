import type { TestRunResult } from "@encaja/contracts";
import type { SandboxTestOutcome } from "./sandbox/pool";

/** Structural equality of JSON values (object key order ignored, array order kept). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => jsonEqual(v, other[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.hasOwn(b as object, k) &&
        jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

function parseActual(json: string): unknown {
  const parsed = JSON.parse(json) as { v?: unknown };
  return parsed.v;
}

/** Turns a sandbox outcome into the contract's test result, comparing on the host. */
export function judge(
  outcome: SandboxTestOutcome,
  test: { args: unknown[]; expected: unknown },
  reveal: boolean,
): TestRunResult {
  const base = { testId: outcome.testId, timeMs: outcome.timeMs, output: outcome.output };
  const shown = reveal ? { args: test.args } : {};
  if (outcome.status !== "ok") {
    return { ...base, ...shown, status: outcome.status, message: outcome.message };
  }
  const actual = parseActual(outcome.actualJson ?? "{}");
  if (jsonEqual(actual, test.expected)) return { ...base, ...shown, status: "passed" };
  return reveal
    ? { ...base, ...shown, status: "failed", expected: test.expected, actual: actual ?? null }
    : { ...base, status: "failed" };
}
