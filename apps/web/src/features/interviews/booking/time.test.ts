import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatTime, localDayKey } from "./time";

// 2026-12-01 23:30 UTC: still Tuesday in Buenos Aires (20:30), already Wednesday in Madrid.
const lateEvening = "2026-12-01T23:30:00.000Z";

describe("interview times", () => {
  it("puts an instant on the calendar day of the viewer's zone", () => {
    expect(localDayKey(lateEvening, "America/Argentina/Buenos_Aires")).toBe("2026-12-01");
    expect(localDayKey(lateEvening, "Europe/Madrid")).toBe("2026-12-02");
    expect(localDayKey(lateEvening, "UTC")).toBe("2026-12-01");
  });

  it("writes days and times in the locale and zone", () => {
    expect(formatDay(lateEvening, "es", "Europe/Madrid")).toBe("miércoles, 2 de diciembre");
    expect(formatDay(lateEvening, "en", "America/Argentina/Buenos_Aires")).toBe(
      "Tuesday, December 1",
    );
    expect(formatTime(lateEvening, "es", "Europe/Madrid")).toBe("0:30");
    expect(formatTime(lateEvening, "en", "America/Argentina/Buenos_Aires")).toMatch(/^8:30\sPM$/);
  });

  it("writes a full date and time with the year", () => {
    expect(formatDateTime(lateEvening, "es", "Europe/Madrid")).toMatch(
      /^miércoles, 2 de diciembre de 2026,? 0:30$/,
    );
    expect(formatDateTime(lateEvening, "en", "UTC")).toMatch(
      /^Tuesday, December 1, 2026,? (at )?11:30\sPM$/,
    );
  });
});
