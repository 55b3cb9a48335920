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
import {
  formatMoneyFromMinor,
  formatMoneyFromUnits,
  formatMoneyRangeFromUnits,
  formatNumber,
  parseAmount,
} from "./money";

const NBSP = "\u00a0";
/** The same text with its non-breaking spaces written as plain spaces. */
const plain = (text: string) => text.replaceAll(NBSP, " ");

describe("money", () => {
  it("formats salaries (whole units) with the currency code, grouped in both languages", () => {
    expect(plain(formatMoneyFromUnits(3500, "USD", "en"))).toBe("USD 3,500");
    expect(plain(formatMoneyFromUnits(3500, "EUR", "es"))).toBe("3.500 EUR");
    expect(plain(formatMoneyFromUnits(3800, "USD", "es"))).toBe("3.800 USD");
  });

  it("falls back to code and amount for an unknown currency", () => {
    expect(formatMoneyFromUnits(10, "not-a-currency", "en")).toBe("not-a-currency 10");
  });

  it("formats a range of whole units as one amount span", () => {
    expect(plain(formatMoneyRangeFromUnits(3000, 5000, "USD", "es"))).toBe("3.000-5.000 USD");
    expect(plain(formatMoneyRangeFromUnits(3000, 5000, "USD", "en"))).toBe("USD 3,000–5,000");
    expect(plain(formatMoneyRangeFromUnits(4000, 4000, "USD", "es"))).toBe("4.000 USD");
  });

  it("formats minor units with the currency's decimals and code, in each language", () => {
    expect(plain(formatMoneyFromMinor(1234550, "USD", "en"))).toBe("USD 12,345.50");
    expect(plain(formatMoneyFromMinor(840000, "USD", "es"))).toBe("8.400,00 USD");
    expect(plain(formatMoneyFromMinor(1234550, "EUR", "es"))).toBe("12.345,50 EUR");
    // Currencies without minor digits are not divided.
    expect(plain(formatMoneyFromMinor(350000, "CLP", "en"))).toBe("CLP 350,000");
  });

  it("rounds minor units to whole units when asked", () => {
    expect(plain(formatMoneyFromMinor(1234550, "USD", "en", { wholeUnits: true }))).toBe(
      "USD 12,346",
    );
  });

  it("groups plain numbers in Spanish from four digits on, like money", () => {
    expect(formatNumber(5000, "es")).toBe("5.000");
    expect(formatNumber(5000, "en")).toBe("5,000");
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
