import type { LinkedInDraft } from "@encaja/contracts";
import { parseYears } from "./dates";
import { bodySize } from "./experience";
import type { PdfLine } from "./pdf-lines";

type Education = LinkedInDraft["education"][number];

/**
 * The trailing "(...)" of a degree line, found with string scans rather than an unanchored
 * regex (ADR 0017: a crafted 200k-character line must stay linear).
 */
function trailingParenthesis(text: string): { before: string; inside: string } | null {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(")")) return null;
  const open = trimmed.lastIndexOf("(");
  if (open === -1) return null;
  const inside = trimmed.slice(open + 1, -1);
  if (inside.includes(")")) return null;
  return { before: trimmed.slice(0, open), inside };
}

/** A degree line ends with its dates: "Bachelor, Computer Science · (2010 - 2014)". */
function isDated(text: string): boolean {
  const tail = trailingParenthesis(text);
  return tail !== null && /(?:19|20)\d{2}/.test(tail.inside);
}

function parseDegree(institution: string, text: string): Education {
  const tail = trailingParenthesis(text);
  let left = (tail ? tail.before : text).trimEnd();
  if (left.endsWith("·")) left = left.slice(0, -1);
  left = left.trim();
  const { startYear, endYear } = tail
    ? parseYears(`(${tail.inside})`)
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
      if (isDated(line.text)) current.closed = true;
    }
  }
  return entries.map((e) => parseDegree(e.institution, e.degree.join(" ")));
}
