import { getDocumentProxy } from "unpdf";

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

const MAX_PAGES = 40;
const READ_TIMEOUT_MS = 15_000;

/** True when the bytes start like a PDF (the header may follow a little junk, per the spec). */
export function looksLikePdf(data: Uint8Array): boolean {
  return Buffer.from(data.subarray(0, 1024)).includes("%PDF-");
}

const round = (n: number) => Math.round(n * 100) / 100;

function toItem(raw: unknown, page: number): PdfItem | null {
  if (typeof raw !== "object" || raw === null || !("str" in raw) || !("transform" in raw)) {
    return null;
  }
  const { str, transform, width } = raw as { str: unknown; transform: unknown; width: unknown };
  if (typeof str !== "string" || !str.trim() || !Array.isArray(transform)) return null;
  const [a, b, c, d, e, f] = transform.map(Number);
  if ([a, b, c, d, e, f].some((n) => n === undefined || !Number.isFinite(n))) return null;
  const size = round(Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0));
  return { str, page, x: e ?? 0, y: f ?? 0, size, width: typeof width === "number" ? width : 0 };
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

async function read(data: Uint8Array): Promise<PdfItem[]> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(data), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: true,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    throw new UnreadablePdfError(
      name === "PasswordException"
        ? "The PDF is password-protected"
        : "The file is not a readable PDF",
    );
  }
  try {
    const items: PdfItem[] = [];
    for (let p = 1; p <= Math.min(doc.numPages, MAX_PAGES); p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      for (const raw of content.items) {
        const item = toItem(raw, p);
        if (item) items.push(item);
      }
    }
    return items;
  } catch {
    throw new UnreadablePdfError("The PDF is damaged and could not be read");
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** Every positioned text item of the PDF (first 40 pages). Throws UnreadablePdfError. */
export async function readPdfItems(data: Uint8Array): Promise<PdfItem[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnreadablePdfError("The PDF took too long to read")),
      READ_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([read(data), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
