import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The zod schemas a module builds when it is imported alone, counted in a fresh Node process
 * through zod's post-processor hook (the test process shares one module graph across files).
 */
function schemasBuiltBy(modules: string[]): number[] {
  const urls = modules.map((m) => new URL(m, import.meta.url).href);
  const script = `
    const counts = [];
    for (const url of ${JSON.stringify(urls)}) {
      globalThis.__zod_globalConfig = { postProcessor() { counts.at(-1)[1]++; } };
      counts.push([url, 0]);
      await import(url);
    }
    console.log(JSON.stringify(counts.map(([, n]) => n)));`;
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      cwd: fileURLToPath(new URL("../../..", import.meta.url)),
      encoding: "utf8",
    },
  );
  return JSON.parse(out.trim().split("\n").at(-1) ?? "[]");
}

// What the web's pages import without validating anything: importing it must not build the
// schemas of the entity modules it sits beside (ADR 0075).
describe("modules pages import without schemas", () => {
  it("build none beyond the enumerations they use", { timeout: 60_000 }, () => {
    // The enumerations (one small schema each), evaluated first: the modules below may use them.
    const enumerations = ["./enums.ts", "./developers/geo.ts", "./matching/context.ts"];
    const free = [
      "./error-codes.ts",
      "./matching/transitions.ts",
      "./matching/talent-limits.ts",
      "./matching/explanations.ts",
      "./integrations/export-formats.ts",
      "./messaging/realtime-protocol.ts",
      "./labels.ts",
      "./pages.ts",
      "./routes/endpoints.ts",
    ];
    const counts = schemasBuiltBy([...enumerations, ...free]);
    expect(counts[0]).toBeGreaterThan(0);
    // Each module finds the ones before it evaluated already, so it counts only its own.
    expect(Object.fromEntries(free.map((m, i) => [m, counts[enumerations.length + i]]))).toEqual(
      Object.fromEntries(free.map((m) => [m, 0])),
    );
  });
});
