/** Leading characters a spreadsheet would read as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Starts a UTF-8 CSV file so Excel reads its accents right. */
export const UTF8_BOM = "\uFEFF";

/**
 * One RFC 4180 cell: a would-be formula gets a leading apostrophe so a spreadsheet shows it as
 * text; a cell with a comma, quote or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvRecord = (cells: readonly (string | null | undefined)[]): string =>
  `${cells.map(csvCell).join(",")}\r\n`;
