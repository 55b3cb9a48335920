import { readFileSync } from "node:fs";
import { routes as contractRoutes } from "@encaja/contracts";
import { describe, expect, it, vi } from "vitest";
import { lazyTable } from "./lazy-table";

describe("lazyTable", () => {
  it("computes each property on its first read, once, and keeps the loaders' order", () => {
    const loadA = vi.fn(() => ({ n: 1 }));
    const loadB = vi.fn(() => "b");
    const table = lazyTable<{ a: { n: number }; b: string }>({ a: loadA, b: loadB });
    expect(Object.keys(table)).toEqual(["a", "b"]);
    expect(loadA).not.toHaveBeenCalled();
    const first = table.a;
    expect(table.a).toBe(first);
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(loadB).not.toHaveBeenCalled();
  });
});

// The app's table (routes.ts) requires each group from its module; unit tests cannot run those
// `require`s (vitest.config.ts), so this reads what each loader requires and checks it.
describe("the app's route table", () => {
  const source = readFileSync(new URL("./routes.ts", import.meta.url), "utf8");
  const loaders = [
    ...source.matchAll(
      /^ {2}(\w+): \(\) =>\s*\(require\("([^"]+)"\) as typeof \w+\)\s*\.(\w+),$/gm,
    ),
  ].map(([, group, module, name]) => ({ group: group!, module: module!, name: name! }));

  it("loads every group of the contracts' table", () => {
    const groups = [...loaders.map((l) => l.group), "pipeline"];
    expect(groups.sort()).toEqual(Object.keys(contractRoutes).sort());
    expect(source).toMatch(/^ {2}pipeline: \(\) => \(\{$/m);
  });

  it("takes each group from the module and export the contracts' table has", async () => {
    for (const { group, module, name } of loaders) {
      const loaded = (await import(/* @vite-ignore */ module)) as Record<string, unknown>;
      expect(loaded[name], `${group} from ${module}`).toBe(
        contractRoutes[group as keyof typeof contractRoutes],
      );
    }
  });

  it("composes the pipeline group as the contracts do: its routes and the matching interviews", async () => {
    const pipeline = await import("@encaja/contracts/routes/pipeline");
    const interviews = await import("@encaja/contracts/routes/interviews");
    expect(source).toContain(
      '(require("@encaja/contracts/routes/pipeline") as typeof PipelineRoutes).pipeline',
    );
    expect(source).toContain(
      '(require("@encaja/contracts/routes/interviews") as typeof InterviewsRoutes)\n      .matchingInterviews',
    );
    expect(contractRoutes.pipeline).toEqual({
      ...pipeline.pipeline,
      ...interviews.matchingInterviews,
    });
  });
});
