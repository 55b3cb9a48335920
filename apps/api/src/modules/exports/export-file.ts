import type { ExportFormat, Label, Locale } from "@encaja/contracts";
import { csvRecord, UTF8_BOM } from "../../lib/csv";
import type { Keyset } from "../../lib/pagination";

/** One CSV column: its header in each language and how a row writes its cell. */
export interface ExportColumn<Row> {
  header: Label;
  cell: (row: Row, locale: Locale) => string | null;
}

export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
  rows: number;
}

export interface ExportSpec<Row> {
  format: ExportFormat;
  locale: Locale;
  columns: readonly ExportColumn<Row>[];
  /** The file's name before the day and extension ("encaja-candidates"). */
  name: string;
  now: Date;
}

/** How many rows an export reads from the database at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Reads a keyset-paged list to its end, one page at a time (`read` answers at most
 * `EXPORT_PAGE_SIZE` rows after `after`), so an export never holds its rows all at once.
 */
export async function* keysetPages<T extends { cursor: string }>(
  read: (after: Keyset | undefined) => Promise<T[]>,
  idOf: (row: T) => string,
): AsyncGenerator<T[]> {
  let after: Keyset | undefined;
  while (true) {
    const page = await read(after);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_SIZE) return;
    after = { createdAt: last.cursor, id: idOf(last) };
  }
}

const contentTypes: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

/**
 * The export file, written page by page: each page's rows become text and are dropped.
 * CSV: UTF-8 with BOM, a header row in `locale`, RFC 4180 cells with formulas neutralised.
 * JSON: `{exportedAt, locale, items}`, the rows as the contract shapes them.
 */
export async function writeExport<Row>(
  pages: AsyncIterable<readonly Row[]>,
  spec: ExportSpec<Row>,
): Promise<ExportFile> {
  const { format, locale, columns } = spec;
  const parts: string[] = [];
  let rows = 0;
  if (format === "csv") {
    parts.push(UTF8_BOM, csvRecord(columns.map((column) => column.header[locale])));
  } else {
    const exportedAt = JSON.stringify(spec.now.toISOString());
    parts.push(`{"exportedAt":${exportedAt},"locale":${JSON.stringify(locale)},"items":[`);
  }
  for await (const page of pages) {
    for (const row of page) {
      parts.push(
        format === "csv"
          ? csvRecord(columns.map((column) => column.cell(row, locale)))
          : `${rows === 0 ? "" : ","}${JSON.stringify(row)}`,
      );
      rows += 1;
    }
  }
  if (format === "json") parts.push("]}");
  const day = spec.now.toISOString().slice(0, 10);
  return {
    body: parts.join(""),
    contentType: contentTypes[format],
    fileName: `${spec.name}-${day}.${format}`,
    rows,
  };
}
