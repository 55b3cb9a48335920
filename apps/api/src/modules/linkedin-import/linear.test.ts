import { describe, expect, it } from "vitest";
import { parseEducation } from "./education";
import { parseExperience } from "./experience";
import type { PdfLine } from "./pdf-lines";
import { joinParagraph } from "./text";

// ADR 0017: crafted long lines must not make the parsers backtrack quadratically. These inputs
// took minutes with the previous end-anchored regexes; the assertions are on the results only.
const line = (text: string, size = 10.5): PdfLine => ({ text, page: 1, column: "main", size });
const LONG = 200_000;

describe("linear parsing of long lines", () => {
  it("an education degree line of 200k characters with many years and no closing parenthesis", () => {
    const degree = `(${"2019 ".repeat(LONG / 5)}`.trimEnd();
    expect(degree.length).toBeGreaterThanOrEqual(LONG - 5);
    const entries = parseEducation([
      line("Universidad de Buenos Aires", 12),
      line(degree),
      line("Coursera", 12),
      line(`Certificate, ${"x".repeat(LONG)} · (2019 - 2020)`),
    ]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      institution: "Universidad de Buenos Aires",
      startYear: null,
    });
    expect(entries[0]?.degree).toBe(degree);
    expect(entries[1]).toMatchObject({ degree: "Certificate", startYear: 2019, endYear: 2020 });
    expect(entries[1]?.field).toHaveLength(LONG);
  });

  it("dated degree lines still close an entry without size cues", () => {
    const entries = parseEducation([
      line("Platzi"),
      line("Escuela de JavaScript · (2019)"),
      line("UNC"),
      line(`Ingeniería, ${"(".repeat(LONG)} (2013 - 2018)`),
    ]);
    expect(entries.map((e) => [e.institution, e.degree, e.endYear])).toEqual([
      ["Platzi", "Escuela de JavaScript", 2019],
      ["UNC", "Ingeniería", 2018],
    ]);
  });

  it("an experience description of 20,000 wrapped lines (200k characters) and one 200k line", () => {
    const wrapped = Array.from({ length: 20_000 }, () => line("word word"));
    const entries = parseExperience([
      line("Acme", 12),
      line("Engineer", 11),
      line("January 2020 - Present (4 years)"),
      ...wrapped,
      line(`${"January 2020 - ".repeat(LONG / 15)}`),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ company: "Acme", title: "Engineer", current: true });
    expect(entries[0]?.description.length).toBeGreaterThan(2 * LONG - 100);
  });

  it("joinParagraph keeps its sentence and bullet breaks", () => {
    expect(joinParagraph(["One.", "Two", "wraps", "- bullet", "tail"])).toBe(
      "One.\nTwo wraps\n- bullet tail",
    );
  });
});
