import { describe, expect, it } from "vitest";
import { parseCsvRecords, parseImportFile, withDefaultSource } from "./parseImportFile";

describe("parseCsvRecords (RFC 4180)", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF", () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3\n';
    expect(parseCsvRecords(text)).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', "two\nlines"],
      ["1", "", "3"],
    ]);
  });

  it("skips blank lines and refuses an unclosed quote", () => {
    expect(parseCsvRecords("a\n\n1\n\n")).toEqual([["a"], ["1"]]);
    expect(parseCsvRecords('a\n"open')).toBeNull();
  });
});

describe("parseImportFile", () => {
  it("maps CSV records to rows by the header, after a UTF-8 BOM", () => {
    const parsed = parseImportFile(
      "\uFEFFemail, firstName\nana@example.com,Ana\nluis@example.com\n",
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { email: "ana@example.com", firstName: "Ana" },
        { email: "luis@example.com", firstName: "" },
      ],
    });
  });

  it("reads a JSON array of rows and names what is wrong with other content", () => {
    expect(parseImportFile('[{"email":"a@example.com"}, 3]')).toEqual({
      ok: true,
      rows: [{ email: "a@example.com" }, {}],
    });
    expect(parseImportFile('{"email":"a@example.com"}')).toEqual({
      ok: false,
      problem: "notArray",
    });
    expect(parseImportFile("[1,")).toEqual({ ok: false, problem: "notJson" });
    expect(parseImportFile("email\n")).toEqual({ ok: false, problem: "empty" });
    expect(parseImportFile("  ")).toEqual({ ok: false, problem: "empty" });
    const tooMany = `email\n${"a@example.com\n".repeat(10_001)}`;
    expect(parseImportFile(tooMany)).toEqual({ ok: false, problem: "tooManyRows" });
  });
});

describe("withDefaultSource", () => {
  it("fills the page's source only where a row has none", () => {
    expect(
      withDefaultSource([{ profileSource: "extension" }, { profileSource: " " }, {}], "dataset"),
    ).toEqual([
      { profileSource: "extension" },
      { profileSource: "dataset" },
      { profileSource: "dataset" },
    ]);
  });
});
