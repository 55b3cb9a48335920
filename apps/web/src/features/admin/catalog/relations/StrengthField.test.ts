import { describe, expect, it } from "vitest";
import { parseStrength } from "./StrengthField";

describe("parseStrength", () => {
  it("reads a whole number from 1 to 100", () => {
    expect(parseStrength("1")).toBe(1);
    expect(parseStrength("55")).toBe(55);
    expect(parseStrength(" 100 ")).toBe(100);
  });

  it("refuses anything else, so the form cannot send it", () => {
    for (const text of ["", " ", "0", "101", "12.5", "-3", "abc"]) {
      expect(parseStrength(text), text).toBeNull();
    }
  });
});
