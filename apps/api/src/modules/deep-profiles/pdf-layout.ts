import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** Characters WinAnsi (the standard fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const encodable = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** Text the standard fonts can draw: accents kept, other letters without marks, the rest "?". */
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text.replace(/\s+/g, " ")) {
    if (encodable(ch)) out += ch;
    else {
      const bare = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out += [...bare].every(encodable) && bare ? bare : "?";
    }
  }
  return out;
}

const MARGIN = 50;
const PAGE: [number, number] = [595.28, 841.89];

/** A top-to-bottom writer: wraps lines and starts a new page when one is full. */
export class PdfWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of winAnsi(text).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; indent?: number; gray?: boolean } = {},
  ) {
    if (!text.trim()) return;
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of this.wrap(text, font, size, PAGE[0] - 2 * MARGIN - indent)) {
      this.ensure(size * 1.4);
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font,
        color: options.gray ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
      });
      this.y -= size * 1.4;
    }
  }

  heading(text: string) {
    this.gap(8);
    this.text(text, { size: 13, bold: true });
    this.gap(2);
  }

  bullets(items: string[]) {
    for (const item of items) this.text(`• ${item}`, { indent: 8 });
  }

  gap(points: number) {
    this.y -= points;
  }
}
