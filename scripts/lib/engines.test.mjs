import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(new URL(path, root), "utf8"));

describe("declared Node engines", () => {
  it("every locked package runs on the oldest Node the root package.json promises", () => {
    const oldest = semver.minVersion(readJson("package.json").engines.node).version;
    const { packages } = readJson("package-lock.json");
    const tooNew = Object.entries(packages)
      .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(oldest, pkg.engines.node))
      .map(([path, pkg]) => `${path}@${pkg.version} needs node ${pkg.engines.node}`);
    expect(tooNew).toEqual([]);
  });
});
