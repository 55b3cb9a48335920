import { describe, expect, it } from "vitest";
import { dateTimeFormat, relativeTimeFormat } from "./intl";

describe("kept Intl formatters", () => {
  it("builds one formatter per locale and options, and formats as a new one would", () => {
    const options = { dateStyle: "medium", timeZone: "UTC" } as const;
    const first = dateTimeFormat("es-ES", options);
    expect(dateTimeFormat("es-ES", { ...options })).toBe(first);
    expect(dateTimeFormat("en-US", options)).not.toBe(first);
    expect(dateTimeFormat("es-ES", { ...options, timeZone: "America/Bogota" })).not.toBe(first);
    const day = new Date("2026-05-04T00:00:00Z");
    expect(first.format(day)).toBe(new Intl.DateTimeFormat("es-ES", options).format(day));
  });

  it("keeps relative-time formatters the same way", () => {
    const format = relativeTimeFormat("en-US", { numeric: "auto" });
    expect(relativeTimeFormat("en-US", { numeric: "auto" })).toBe(format);
    expect(format.format(-1, "day")).toBe("yesterday");
  });
});
