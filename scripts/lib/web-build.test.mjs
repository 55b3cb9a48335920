import { describe, expect, it } from "vitest";
import { formatDuration } from "./web-build.mjs";

describe("formatDuration", () => {
  it("says seconds under a minute, minutes and seconds above", () => {
    expect(formatDuration(12_400)).toBe("12 s");
    expect(formatDuration(120_000)).toBe("2 min");
    expect(formatDuration(200_600)).toBe("3 min 21 s");
    expect(formatDuration(-5)).toBe("0 s");
  });
});
