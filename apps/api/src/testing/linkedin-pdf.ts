import zlib from "node:zlib";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/** Test-only: builds PDFs laid out like LinkedIn's "Save to PDF" profile export. */

export interface FixtureRole {
  title: string;
  dates: string;
  location?: string;
  description?: string[];
}
export interface FixtureCompany {
  company: string;
  /** Total tenure shown above several roles at one company ("5 years 2 months"). */
  tenure?: string;
  roles: FixtureRole[];
}
export interface FixtureProfile {
  lang: "en" | "es";
  name: string;
  headline: string;
  location: string;
  contact: string[];
  topSkills: string[];
  languages: string[];
  certifications: string[];
  summary: string[];
  experience: FixtureCompany[];
  education: Array<{ institution: string; degree: string }>;
}

const labels = {
  en: {
    contact: "Contact",
    topSkills: "Top Skills",
    languages: "Languages",
    certifications: "Certifications",
    summary: "Summary",
    experience: "Experience",
    education: "Education",
    page: (i: number, n: number) => `Page ${i} of ${n}`,
  },
  es: {
    contact: "Contactar",
    topSkills: "Aptitudes principales",
    languages: "Idiomas",
    certifications: "Certificaciones",
    summary: "Extracto",
    experience: "Experiencia",
    education: "Educación",
    page: (i: number, n: number) => `Página ${i} de ${n}`,
  },
};

const PAGE: [number, number] = [612, 792];
const GRAY = rgb(0.4, 0.4, 0.4);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** A column that writes top to bottom, adding pages when it runs out of room. */
class Column {
  y = PAGE[1] - 50;
  constructor(
    private readonly doc: PDFDocument,
    public page: PDFPage,
    private readonly x: number,
    private readonly width: number,
  ) {}

  write(
    text: string,
    font: PDFFont,
    size: number,
    options: { gapBefore?: number; gray?: boolean } = {},
  ) {
    this.y -= options.gapBefore ?? 0;
    for (const line of wrap(text, font, size, this.width)) {
      if (this.y - size < 60) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - 50;
      }
      this.y -= size;
      this.page.drawText(line, {
        x: this.x,
        y: this.y,
        size,
        font,
        color: options.gray ? GRAY : rgb(0, 0, 0),
      });
      this.y -= size * 0.35;
    }
  }
}

function writeMain(main: Column, p: FixtureProfile, fonts: Fonts) {
  const l = labels[p.lang];
  main.write(p.name, fonts.regular, 26);
  main.write(p.headline, fonts.regular, 12, { gapBefore: 4 });
  main.write(p.location, fonts.regular, 10.5, { gray: true, gapBefore: 2 });
  if (p.summary.length) {
    main.write(l.summary, fonts.regular, 15.75, { gapBefore: 14 });
    for (const para of p.summary) main.write(para, fonts.regular, 10.5, { gapBefore: 4 });
  }
  main.write(l.experience, fonts.regular, 15.75, { gapBefore: 14 });
  for (const company of p.experience) {
    main.write(company.company, fonts.bold, 12, { gapBefore: 10 });
    if (company.tenure) main.write(company.tenure, fonts.regular, 10.5, { gray: true });
    for (const role of company.roles) {
      main.write(role.title, fonts.regular, 11.5, { gapBefore: company.tenure ? 6 : 0 });
      main.write(role.dates, fonts.regular, 10.5, { gray: true });
      if (role.location) main.write(role.location, fonts.regular, 10.5, { gray: true });
      for (const para of role.description ?? [])
        main.write(para, fonts.regular, 10.5, { gapBefore: 3 });
    }
  }
  main.write(l.education, fonts.regular, 15.75, { gapBefore: 14 });
  for (const entry of p.education) {
    main.write(entry.institution, fonts.bold, 12, { gapBefore: 8 });
    main.write(entry.degree, fonts.regular, 10.5);
  }
}

function writeSidebar(side: Column, p: FixtureProfile, fonts: Fonts) {
  const l = labels[p.lang];
  const block = (title: string, rows: string[]) => {
    if (!rows.length) return;
    side.write(title, fonts.bold, 13, { gapBefore: 12 });
    for (const row of rows) side.write(row, fonts.regular, 10.5, { gapBefore: 2 });
  };
  block(l.contact, p.contact);
  block(l.topSkills, p.topSkills);
  block(l.languages, p.languages);
  block(l.certifications, p.certifications);
}

/** The profile as LinkedIn lays it out: sidebar on page 1, main column across pages, footers. */
export async function buildLinkedInPdf(profile: FixtureProfile): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const first = doc.addPage(PAGE);
  first.drawRectangle({ x: 0, y: 0, width: 200, height: PAGE[1], color: rgb(0.95, 0.96, 0.97) });
  // Main column first: the parser must not rely on drawing order.
  writeMain(new Column(doc, first, 220, 350), profile, fonts);
  writeSidebar(new Column(doc, first, 30, 160), profile, fonts);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = labels[profile.lang].page(i + 1, pages.length);
    page.drawText(text, { x: 280, y: 25, size: 8, font: fonts.regular, color: GRAY });
  });
  return Buffer.from(await doc.save());
}

/** A plain one-column PDF with the given lines (e.g. an invoice or a generic CV). */
export async function buildPlainPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const column = new Column(doc, doc.addPage(PAGE), 50, 500);
  for (const line of lines) column.write(line, font, 11);
  return Buffer.from(await doc.save());
}

/**
 * Test-only attack PDFs (ADR 0017), written by hand: `pages` pages that all draw the same
 * Flate-compressed content stream of `repeat` copies of `chunk`. Many pages sharing one stream
 * cost CPU without memory; one page with a huge stream of whitespace is a memory (flate) bomb.
 */
export function buildBombPdf(options: { chunk: string; repeat: number; pages: number }): Buffer {
  const block = Buffer.from(
    options.chunk.repeat(Math.max(1, Math.floor(65_536 / options.chunk.length))),
  );
  const perBlock = block.length / options.chunk.length;
  const compressed = deflateRepeated(block, Math.ceil(options.repeat / perBlock));
  const objects: string[] = [];
  const kids = Array.from({ length: options.pages }, (_, i) => `${4 + i} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${options.pages} >>`);
  objects.push(""); // 3: the content stream, written separately
  for (let i = 0; i < options.pages; i++) {
    objects.push("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>");
  }
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (i === 2) {
      push(
        Buffer.from(`3 0 obj\n<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`),
      );
      push(compressed);
      push(Buffer.from("\nendstream\nendobj\n"));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
    }
  });
  const xref = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** zlib stream of `count` copies of `block`, without holding the uncompressed whole in memory. */
function deflateRepeated(block: Buffer, count: number): Buffer {
  // One zlib stream: header, the same sync-flushed raw deflate piece `count` times (each ends on
  // a byte boundary, so they concatenate), a final empty block, and a zero Adler-32 (pdf.js,
  // like most readers, does not check it).
  const piece = zlib.deflateRawSync(block, { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 });
  const out: Buffer[] = [Buffer.from([0x78, 0x9c])];
  for (let i = 0; i < count; i++) out.push(piece);
  out.push(Buffer.from([0x03, 0x00]), Buffer.alloc(4));
  return Buffer.concat(out);
}
