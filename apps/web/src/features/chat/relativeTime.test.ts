import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime";

const now = Date.parse("2026-11-24T12:00:00.000Z");

describe("relativeTime", () => {
  it("uses the largest whole unit in the viewer's language", () => {
    expect(relativeTime("2026-11-24T11:55:00.000Z", "en", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-24T09:00:00.000Z", "es", now)).toBe("hace 3 horas");
    expect(relativeTime("2026-11-23T12:00:00.000Z", "en", now)).toBe("yesterday");
  });

  it("says now under a minute", () => {
    expect(relativeTime("2026-11-24T11:59:40.000Z", "en", now)).toBe("now");
    expect(relativeTime("2026-11-24T11:59:40.000Z", "es", now)).toBe("ahora");
  });
});
