import { fold } from "./text";

/** Month names and abbreviations in English and Spanish (folded), January first. */
const monthNames = [
  ["january", "jan", "enero", "ene"],
  ["february", "feb", "febrero"],
  ["march", "mar", "marzo"],
  ["april", "apr", "abril", "abr"],
  ["may", "mayo"],
  ["june", "jun", "junio"],
  ["july", "jul", "julio"],
  ["august", "aug", "agosto", "ago"],
  ["september", "sep", "sept", "septiembre", "setiembre", "set"],
  ["october", "oct", "octubre"],
  ["november", "nov", "noviembre"],
  ["december", "dec", "diciembre", "dic"],
];
const months: Record<string, number> = Object.fromEntries(
  monthNames.flatMap((names, i) => names.map((name) => [name, i + 1])),
);

const MONTH = Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join("|");
const PART = `(?:(${MONTH})\\.?\\s+(?:de\\s+)?)?((?:19|20)\\d{2})`;
const PRESENT = "(?:la\\s+)?(?:present|presente|actualidad|actual|hoy|now|current)";
const DASH = "\\s*[-–—]\\s*";
const TAIL = "\\s*(?:\\(([^)]*)\\))?";
const RANGE = new RegExp(`^${PART}${DASH}(?:${PART}|(${PRESENT}))${TAIL}$`);
const SINGLE = new RegExp(`^${PART}\\s*\\(([^)]*)\\)$`);
const UNIT = "(?:years?|yrs?|anos?|months?|mos?|meses|mes)";
const DURATION = new RegExp(`^(?:\\d+\\s+${UNIT}\\s*)+$|^(?:less than a year|menos de un ano)$`);

export interface DateRange {
  /** "YYYY-MM" (January when only the year is known). */
  startDate: string;
  /** "YYYY-MM" (December when only the year is known), null while current. */
  endDate: string | null;
  current: boolean;
}

const month = (m: string | undefined, fallback: number) =>
  String(m ? (months[m] ?? fallback) : fallback).padStart(2, "0");

/**
 * A LinkedIn date line: "January 2020 - Present (4 years 2 months)",
 * "enero de 2020 - actualidad (4 años)", "ene. 2019 - dic. 2021", "2019 - 2021",
 * "March 2021 (1 month)". Null for anything else.
 */
export function parseDateLine(line: string): DateRange | null {
  const text = fold(line);
  const range = RANGE.exec(text);
  if (range) {
    const [, m1, y1, m2, y2, present] = range;
    if (!y1) return null;
    const startDate = `${y1}-${month(m1, 1)}`;
    if (present || !y2) return { startDate, endDate: null, current: true };
    return { startDate, endDate: `${y2}-${month(m2, 12)}`, current: false };
  }
  const single = SINGLE.exec(text);
  if (single?.[2]) {
    const [, m, y] = single;
    return { startDate: `${y}-${month(m, 1)}`, endDate: `${y}-${month(m, 12)}`, current: false };
  }
  return null;
}

/** A company's total tenure line above grouped positions: "5 years 2 months", "11 meses". */
export function isDurationLine(line: string): boolean {
  return DURATION.test(fold(line));
}

/** Years in an education date part "(2010 - 2014)", "(marzo de 2010 - actualidad)". */
export function parseYears(part: string): { startYear: number | null; endYear: number | null } {
  const years = [...part.matchAll(/(?:19|20)\d{2}/g)].map((m) => Number(m[0]));
  const ongoing = new RegExp(PRESENT).test(fold(part));
  if (years.length === 0) return { startYear: null, endYear: null };
  if (years.length === 1) {
    return ongoing
      ? { startYear: years[0] ?? null, endYear: null }
      : { startYear: null, endYear: years[0] ?? null };
  }
  return { startYear: years[0] ?? null, endYear: ongoing ? null : (years.at(-1) ?? null) };
}
