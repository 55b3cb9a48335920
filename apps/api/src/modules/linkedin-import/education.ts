import type { LinkedInDraft } from "@encaja/contracts";
import { parseYears } from "./dates";
import { bodySize } from "./experience";
import type { PdfLine } from "./pdf-lines";

type Education = LinkedInDraft["education"][number];

/** A degree line ends with its dates: "Bachelor, Computer Science · (2010 - 2014)". */
const DATED = /\(\s*[^()]*(?:19|20)\d{2}[^()]*\)\s*$/;

function parseDegree(institution: string, text: string): Education {
  const dated = /^(.*?)\s*·?\s*(\([^()]*\))\s*$/.exec(text);
  const left = (dated ? (dated[1] ?? "") : text).replace(/\s*·\s*$/, "").trim();
  const { startYear, endYear } = dated?.[2]
    ? parseYears(dated[2])
    : { startYear: null, endYear: null };
  const comma = left.indexOf(", ");
  return {
    institution,
    degree: comma === -1 ? left : left.slice(0, comma).trim(),
    field: comma === -1 ? "" : left.slice(comma + 2).trim(),
    startYear,
    endYear,
  };
}

/**
 * Education entries: the institution (larger type) then its degree line, which may wrap and
 * ends with the years in parentheses. Without size cues, a dated line closes an entry.
 */
export function parseEducation(lines: PdfLine[]): Education[] {
  const body = bodySize(lines);
  const sized = lines.some((l) => Math.abs(l.size - body) > 0.2);
  const entries: Array<{ institution: string; degree: string[]; closed: boolean }> = [];
  for (const line of lines) {
    const current = entries.at(-1);
    const opensEntry = sized ? line.size > body + 0.2 : !current || current.closed;
    if (!current || opensEntry) {
      entries.push({ institution: line.text, degree: [], closed: false });
    } else if (!current.closed) {
      current.degree.push(line.text);
      if (DATED.test(line.text)) current.closed = true;
    }
  }
  return entries.map((e) => parseDegree(e.institution, e.degree.join(" ")));
}
