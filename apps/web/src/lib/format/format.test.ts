import { describe, expect, it } from "vitest";
import { countryName, sortedCountries } from "./countries";
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthSpan,
  joinMonths,
  monthOf,
  splitMonths,
} from "./dates";
import { formatMoneyFromMinor, formatMoneyFromUnits, parseAmount } from "./money";

describe("money", () => {
  it("formats salaries (whole units) with the currency code and no decimals", () => {
    expect(formatMoneyFromUnits(3500, "USD", "en")).toMatch(/USD\s*3,500/);
    expect(formatMoneyFromUnits(3500, "EUR", "es")).toMatch(/3\.500\s*EUR/);
  });

  it("falls back to code and amount for an unknown currency", () => {
    expect(formatMoneyFromUnits(10, "not-a-currency", "en")).toBe("not-a-currency 10");
  });

  it("formats minor units with the currency's decimals, in each language", () => {
    expect(formatMoneyFromMinor(1234550, "USD", "en")).toBe("$12,345.50");
    expect(formatMoneyFromMinor(1234550, "EUR", "es")).toMatch(/^12\.345,50\s€$/);
    // Currencies without minor digits are not divided.
    expect(formatMoneyFromMinor(350000, "CLP", "en")).toMatch(/^CLP\s350,000$/);
  });

  it("rounds minor units to whole units when asked", () => {
    expect(formatMoneyFromMinor(1234550, "USD", "en", { wholeUnits: true })).toBe("$12,346");
  });

  it("takes the same amount in each unit to the same figure", () => {
    expect(formatMoneyFromUnits(3500, "USD", "en")).toMatch(/3,500/);
    expect(formatMoneyFromMinor(350000, "USD", "en")).toMatch(/3,500\.00/);
  });

  it("parses amounts typed with separators", () => {
    expect(parseAmount("3.500")).toBe(3500);
    expect(parseAmount("3,500")).toBe(3500);
    expect(parseAmount(" 1 200 ")).toBe(1200);
    expect(parseAmount("12a")).toBeUndefined();
    expect(parseAmount("")).toBeUndefined();
  });
});

describe("months and dates", () => {
  it("splits and joins months", () => {
    expect(splitMonths(63)).toEqual({ years: 5, months: 3 });
    expect(joinMonths(5, 3)).toBe(63);
    expect(splitMonths(-2)).toEqual({ years: 0, months: 0 });
  });

  it("formats months and dates in the locale", () => {
    expect(formatMonth("2024-03", "en")).toBe("Mar 2024");
    expect(formatMonth("2024-03", "es")).toMatch(/mar/);
    expect(formatMonth("nope", "es")).toBe("");
    expect(formatDate("2026-05-04", "en")).toBe("May 4, 2026");
    expect(formatDate(null, "en")).toBe("");
  });

  it("formats a job's months, ending in the present while it goes on", () => {
    const ended = { startDate: "2021-03", endDate: "2023-06-15", current: false };
    expect(formatMonthSpan(ended, "Present", "en")).toBe("Mar 2021 – Jun 2023");
    const current = { startDate: "2021-03-01", endDate: null, current: true };
    expect(formatMonthSpan(current, "Present", "en")).toBe("Mar 2021 – Present");
  });

  it("formats a UTC instant as its day, in each language", () => {
    expect(formatDate("2026-11-22T23:30:00Z", "en")).toBe("Nov 22, 2026");
    expect(formatDate("2026-11-22T23:30:00Z", "es")).toBe("22 nov 2026");
    expect(formatDate("2026-09-04T00:00:00.000Z", "es")).toMatch(/^4 sept? 2026$/);
  });

  it("gives the month of a date in UTC", () => {
    expect(monthOf(new Date("2026-11-24T01:00:00Z"))).toBe("2026-11");
  });
});

describe("date and time", () => {
  it("writes an instant in the zone asked, in each language", () => {
    const iso = "2026-12-01T09:30:00Z";
    expect(formatDateTime(iso, "en", "Europe/Madrid")).toMatch(/Dec 1, 2026.*10:30/);
    expect(formatDateTime(iso, "es", "America/Montevideo")).toMatch(/1 dic 2026.*6:30/);
  });
});

describe("countries", () => {
  it("names countries in the locale", () => {
    expect(countryName("DE", "es")).toBe("Alemania");
    expect(countryName("DE", "en")).toBe("Germany");
  });

  it("sorts countries by their name in the locale", () => {
    expect(sortedCountries(["DE", "AR", "ES"], "es").map((c) => c.code)).toEqual([
      "DE",
      "AR",
      "ES",
    ]);
  });
});
