import type { LinkedInDraft } from "@encaja/contracts";
import { parseEducation } from "./education";
import { bodySize, looksLikePlace, parseExperience } from "./experience";
import { type PdfItem, type PdfLine, toLines } from "./pdf-lines";
import { fold, headingOf, isPageFooter, joinParagraph, MAIN_SECTIONS, type Section } from "./text";

export type ParsedProfile = Omit<LinkedInDraft, "skills"> & { skillNames: string[] };

export class NotLinkedInError extends Error {
  constructor() {
    super("This PDF does not look like a LinkedIn profile export");
    this.name = "NotLinkedInError";
  }
}

const MAX_SKILLS = 50;

/** LinkedIn's sidebar sits left of the main column: split just left of the main headings. */
function columnSplit(items: PdfItem[]): number | null {
  let mainX = Number.POSITIVE_INFINITY;
  let sideX = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const heading = headingOf(item.str);
    if (!heading) continue;
    if (MAIN_SECTIONS.has(heading.section)) mainX = Math.min(mainX, item.x);
    else sideX = Math.max(sideX, item.x);
  }
  return Number.isFinite(mainX) && Number.isFinite(sideX) && sideX < mainX - 20 ? mainX - 10 : null;
}

interface Sorted {
  header: PdfLine[];
  sections: Map<Section, PdfLine[]>;
  votes: { en: number; es: number };
  evidence: boolean;
}

/** Splits lines into sections, per column, and gathers the hints that this is LinkedIn's PDF. */
function sortLines(lines: PdfLine[], twoColumns: boolean): Sorted {
  const sections = new Map<Section, PdfLine[]>();
  const state: Record<PdfLine["column"], Section | null> = { side: null, main: null };
  const header: PdfLine[] = [];
  const votes = { en: 0, es: 0 };
  let evidence = false;
  const nameSize = bodySize(lines) * 1.6;
  for (const line of lines) {
    // One column: the big name line ends the sidebar blocks printed above it.
    if (!twoColumns && header.length === 0 && line.size >= nameSize && !headingOf(line.text)) {
      state[line.column] = null;
    }
    if (isPageFooter(line.text)) {
      evidence = true;
      votes[fold(line.text).startsWith("pagina") ? "es" : "en"] += 1;
      continue;
    }
    if (/linkedin\.com\//i.test(line.text)) evidence = true;
    const heading = headingOf(line.text);
    const fits =
      heading && (!twoColumns || MAIN_SECTIONS.has(heading.section) === (line.column === "main"));
    if (heading && fits) {
      state[line.column] = heading.section;
      votes[heading.lang] += 1;
      if (heading.section === "contact" || heading.section === "topSkills") evidence = true;
      if (!sections.has(heading.section)) sections.set(heading.section, []);
      continue;
    }
    const section = state[line.column];
    if (section) sections.get(section)?.push(line);
    else if (line.column === "main" || !twoColumns) header.push(line);
  }
  return { header, sections, votes, evidence };
}

function parseHeader(header: PdfLine[]) {
  const largest = Math.max(...header.map((l) => l.size));
  const nameIndex = header.findIndex((l) => l.size === largest);
  const name = header[nameIndex];
  const rest = header.slice(nameIndex + 1);
  const last = rest.at(-1);
  const first = rest[0];
  const hasLocation =
    last !== undefined &&
    first !== undefined &&
    (looksLikePlace(last.text) || (rest.length >= 2 && last.size < first.size));
  const headline = (hasLocation ? rest.slice(0, -1) : rest).map((l) => l.text).join(" ");
  return {
    fullName: name?.text ?? null,
    headline: headline || null,
    location: hasLocation ? (last?.text ?? null) : null,
  };
}

function topSkills(lines: PdfLine[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { text } of lines) {
    const key = fold(text);
    if (!key || seen.has(key) || text.length > 80) continue;
    seen.add(key);
    out.push(text);
  }
  return out.slice(0, MAX_SKILLS);
}

/** Parses the text of a LinkedIn "Save to PDF" export (English or Spanish). */
export function parseLinkedInItems(items: PdfItem[]): ParsedProfile {
  const split = columnSplit(items);
  const sorted = sortLines(toLines(items, split), split !== null);
  const { sections, votes } = sorted;
  if (!(sections.has("experience") || sections.has("education")) || !sorted.evidence) {
    throw new NotLinkedInError();
  }
  const summary = joinParagraph((sections.get("summary") ?? []).map((l) => l.text));
  return {
    language: votes.es > votes.en ? "es" : "en",
    ...parseHeader(sorted.header),
    summary: summary || null,
    experiences: parseExperience(sections.get("experience") ?? []),
    education: parseEducation(sections.get("education") ?? []),
    skillNames: topSkills(sections.get("topSkills") ?? []),
  };
}
