import { describe, expect, it } from "vitest";
import { csvCell, csvRecord } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes null as empty", () => {
    expect(csvCell("login.ok")).toBe("login.ok");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });

  it.each(["=1+1", "+33 600", "-2", "@SUM(A1)", "\tx"])("neutralises the formula %j", (v) => {
    expect(csvCell(v).replace(/^"/, "")).toMatch(/^'/);
  });

  it("neutralises first, then quotes", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it("ends a record with CRLF", () => {
    expect(csvRecord(["a", null, "b c"])).toBe("a,,b c\r\n");
  });
});
