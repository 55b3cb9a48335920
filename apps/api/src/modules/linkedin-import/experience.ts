import type { LinkedInDraft } from "@encaja/contracts";
import { isDurationLine, parseDateLine } from "./dates";
import { industryFromCompanyName } from "./industry";
import type { PdfLine } from "./pdf-lines";
import { fold, joinParagraph } from "./text";

type Experience = LinkedInDraft["experiences"][number];

/** The most common font size of a block of lines (its body text). */
export function bodySize(lines: PdfLine[]): number {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.size, (counts.get(l.size) ?? 0) + 1);
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of counts) {
    if (count > bestCount || (count === bestCount && size < best)) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

const PLACE_WORDS = /\b(?:area|metropolitan|metropolitana|remote|remoto|hibrido|hybrid|region)\b/;

/** "Buenos Aires, Argentina", "Greater Madrid Metropolitan Area", "Remoto". */
export function looksLikePlace(text: string): boolean {
  if (text.length > 80 || /[.;:!?]$/.test(text) || /\d/.test(text)) return false;
  if (PLACE_WORDS.test(fold(text))) return true;
  const parts = text.split(/,\s*/);
  return (
    parts.length >= 2 &&
    parts.length <= 4 &&
    parts.every((p) => /^\p{Lu}[\p{L} .'’-]{0,40}$/u.test(p))
  );
}

interface Anchor {
  dateIndex: number;
  /** Index of the entry's first line (company or title). */
  start: number;
  company: string;
  title: string;
  grouped: boolean;
}

/**
 * Experience entries: each hangs off a date line, with the title just above it and the company
 * above the title (or, for several roles at one company, above the company's total tenure).
 */
export function parseExperience(lines: PdfLine[]): Experience[] {
  const body = bodySize(lines);
  const anchors: Anchor[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || !parseDateLine(line.text)) return;
    const prev = anchors.at(-1);
    const floor = prev ? prev.dateIndex : -1;
    const title = lines[i - 1];
    if (!title || i - 1 <= floor) return;
    const above = i - 2 > floor ? lines[i - 2] : undefined;
    if (above && isDurationLine(above.text) && i - 3 > floor) {
      const company = lines[i - 3]?.text ?? "";
      anchors.push({ dateIndex: i, start: i - 3, company, title: title.text, grouped: true });
      return;
    }
    const headerLike = above !== undefined && above.size > body + 0.2 && above.size >= title.size;
    if (prev?.grouped && !headerLike) {
      anchors.push({
        dateIndex: i,
        start: i - 1,
        company: prev.company,
        title: title.text,
        grouped: true,
      });
      return;
    }
    anchors.push({
      dateIndex: i,
      start: above ? i - 2 : i - 1,
      company: above?.text ?? "",
      title: title.text,
      grouped: false,
    });
  });

  return anchors.map((anchor, k) => {
    const dates = parseDateLine(lines[anchor.dateIndex]?.text ?? "");
    const end = anchors[k + 1]?.start ?? lines.length;
    let from = anchor.dateIndex + 1;
    const next = lines[from];
    if (from < end && next && looksLikePlace(next.text)) from++;
    const description = joinParagraph(lines.slice(from, end).map((l) => l.text));
    return {
      company: anchor.company,
      title: anchor.title,
      startDate: dates?.startDate ?? null,
      endDate: dates?.endDate ?? null,
      current: dates?.current ?? false,
      description,
      industry: industryFromCompanyName(anchor.company),
    };
  });
}
