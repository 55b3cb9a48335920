import { describe, expect, it } from "vitest";
import { countryName, sortedCountries } from "./countries";
import { formatDate, formatDateTime, formatMonth, joinMonths, monthOf, splitMonths } from "./dates";
import { formatMoney, parseAmount } from "./money";

describe("money", () => {
  it("formats salaries with the currency code and no decimals", () => {
    expect(formatMoney(3500, "USD", "en")).toMatch(/USD\s*3,500/);
    expect(formatMoney(3500, "EUR", "es")).toMatch(/3\.500\s*EUR/);
  });

  it("falls back to code and amount for an unknown currency", () => {
    expect(formatMoney(10, "not-a-currency", "en")).toBe("not-a-currency 10");
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
