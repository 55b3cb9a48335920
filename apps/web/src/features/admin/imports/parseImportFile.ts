import { MAX_IMPORT_ROWS, type RawImportRow } from "@encaja/contracts";

/** Why a file could not be read as rows (the web shows its own text for each). */
export type ImportFileProblem = "empty" | "notJson" | "notArray" | "tooManyRows" | "unclosedQuote";

export type ParsedImportFile =
  | { ok: true; rows: RawImportRow[] }
  | { ok: false; problem: ImportFileProblem };

/**
 * RFC 4180 records: comma separated, fields optionally in double quotes (a quote inside is
 * doubled), CRLF or LF line ends, line breaks allowed inside quotes. Null when a quote is left open.
 */
export function parseCsvRecords(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (quoted) return null;
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  // Blank lines (a trailing newline, spacing) are no records.
  return records.filter((r) => r.length > 1 || (r[0] ?? "").trim() !== "");
}

/** The header row names the columns; each further record becomes a row keyed by them. */
function csvRows(text: string): ParsedImportFile {
  const records = parseCsvRecords(text);
  if (!records) return { ok: false, problem: "unclosedQuote" };
  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, problem: "empty" };
  const columns = header.map((name) => name.trim());
  const rows = data.map((cells) =>
    Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ""])),
  );
  return { ok: true, rows };
}

function jsonRows(text: string): ParsedImportFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "notJson" };
  }
  if (!Array.isArray(value)) return { ok: false, problem: "notArray" };
  if (value.length === 0) return { ok: false, problem: "empty" };
  // Non-object entries are sent as empty rows: the server reports their missing fields.
  const rows = value.map((entry) =>
    entry !== null && typeof entry === "object" && !Array.isArray(entry)
      ? (entry as RawImportRow)
      : {},
  );
  return { ok: true, rows };
}

/**
 * A CSV (UTF-8, with or without BOM) or JSON (an array of row objects) file's rows. JSON is
 * recognised by its first character, so a pasted array needs no file name.
 */
export function parseImportFile(content: string): ParsedImportFile {
  const text = content.replace(/^\uFEFF/, "");
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: "empty" };
  const parsed =
    trimmed.startsWith("[") || trimmed.startsWith("{") ? jsonRows(trimmed) : csvRows(text);
  if (parsed.ok && parsed.rows.length > MAX_IMPORT_ROWS)
    return { ok: false, problem: "tooManyRows" };
  return parsed;
}

/** Rows without a profile source take the one chosen on the page. */
export function withDefaultSource(rows: readonly RawImportRow[], source: string): RawImportRow[] {
  return rows.map((row) => {
    const given = row.profileSource;
    return typeof given === "string" && given.trim() ? row : { ...row, profileSource: source };
  });
}
