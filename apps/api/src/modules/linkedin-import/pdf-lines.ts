/** One visual line of text (items on the same baseline of one column, left to right). */
export interface PdfLine {
  text: string;
  page: number;
  column: "side" | "main";
  /** Font size in points (the largest on the line). */
  size: number;
}

/** One positioned run of text as pdf.js reports it. */
export interface PdfItem {
  str: string;
  page: number;
  x: number;
  y: number;
  size: number;
  width: number;
}

export class UnreadablePdfError extends Error {}

/** True when the bytes start like a PDF (the header may follow a little junk, per the spec). */
export function looksLikePdf(data: Uint8Array): boolean {
  return Buffer.from(data.subarray(0, 1024)).includes("%PDF-");
}

function joinRow(row: PdfItem[]): string {
  let text = "";
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row) {
    const gap = item.x - end;
    if (text && !text.endsWith(" ") && !item.str.startsWith(" ") && gap > item.size * 0.15) {
      text += " ";
    }
    text += item.str;
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Groups items into lines: per page, per column (items left of `splitX` are the sidebar), same
 * baseline within a third of the font size; sidebar lines of a page come before its main lines.
 */
export function toLines(items: PdfItem[], splitX: number | null): PdfLine[] {
  const column = (i: PdfItem) => (splitX !== null && i.x < splitX ? "side" : "main");
  const sorted = [...items].sort(
    (p, q) =>
      p.page - q.page ||
      (column(p) === column(q) ? 0 : column(p) === "side" ? -1 : 1) ||
      q.y - p.y ||
      p.x - q.x,
  );
  const lines: PdfLine[] = [];
  let row: PdfItem[] = [];
  const flush = () => {
    const first = row[0];
    const text = joinRow(row.sort((p, q) => p.x - q.x));
    if (first && text) {
      const size = Math.max(...row.map((i) => i.size));
      lines.push({ text, page: first.page, column: column(first), size });
    }
    row = [];
  };
  for (const item of sorted) {
    const first = row[0];
    const same =
      first !== undefined &&
      first.page === item.page &&
      column(first) === column(item) &&
      Math.abs(first.y - item.y) <= Math.max(first.size, 4) / 3;
    if (!same) flush();
    row.push(item);
  }
  flush();
  return lines;
}
