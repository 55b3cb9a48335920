import { describe, expect, it } from "vitest";
import { readableDetails } from "./readableDetails";

const yesNo = (v: boolean) => (v ? "yes" : "no");
const plain = (fields: unknown) => JSON.parse(JSON.stringify(fields).replaceAll("\u00a0", " "));

describe("readableDetails", () => {
  it("names ids, formats money in its currency and drops the then-repeated currency", () => {
    const budgetId = "0b7c3d2e-8f1a-4c5b-9d6e-7f8091a2b3c4";
    const details = { budgetId, version: 1, totalMinor: 6_000_000, currency: "USD" };
    const names = { [budgetId]: "Payments team" };
    expect(plain(readableDetails(details, names, "es", yesNo))).toEqual([
      { key: "budgetId", value: "Payments team" },
      { key: "version", value: "1" },
      { key: "totalMinor", value: "60.000,00 USD" },
    ]);
    expect(plain(readableDetails(details, names, "en", yesNo))[2]).toEqual({
      key: "totalMinor",
      value: "USD 60,000.00",
    });
  });

  it("words enums, booleans and lists, and nests objects with their own currency", () => {
    const details = {
      from: "free",
      to: "enterprise",
      truncated: false,
      sessionIds: ["a", "b"],
      config: { currency: "EUR", direct: { minimumFeeMinor: 450_000, guaranteeDays: 1200 } },
    };
    expect(plain(readableDetails(details, {}, "es", yesNo))).toEqual([
      { key: "from", value: expect.any(String) },
      { key: "to", value: expect.any(String) },
      { key: "truncated", value: "no" },
      { key: "sessionIds", value: "a, b" },
      {
        key: "config",
        value: [
          { key: "currency", value: "EUR" },
          {
            key: "direct",
            value: [
              { key: "minimumFeeMinor", value: "4.500,00 EUR" },
              { key: "guaranteeDays", value: "1.200" },
            ],
          },
        ],
      },
    ]);
    const [from] = readableDetails({ from: "free" }, {}, "en", yesNo);
    expect(from?.value).not.toBe("free");
  });
});
