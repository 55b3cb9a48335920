/** Admin backoffice: importing sourced developer profiles from CSV or JSON. */
import { z } from "zod";
import { CountryCodeInput } from "../developers/geo";
import { MAX_SKILLS, TechRole } from "../developers/profile";
import { EnglishLevel, Seniority } from "../enums";
import { Email, PersonName } from "../identity/fields";
import { HttpUrl } from "../identity/platforms";

/** Where a sourced profile came from (the spec's sources; "register" is a sign-up, never an import). */
export const importProfileSources = ["dataset", "extension", "linkedin_creator"] as const;
export const ImportProfileSource = z.enum(importProfileSources);
export type ImportProfileSource = z.infer<typeof ImportProfileSource>;

/** The most rows one validation (one file) may hold. */
export const MAX_IMPORT_ROWS = 10_000;
/** Rows per import request: the web sends a validated file in chunks of this size. */
export const IMPORT_CHUNK_ROWS = 1_000;

/** The columns of a row, in the order a CSV template lists them. */
export const importColumns = [
  "email",
  "firstName",
  "lastName",
  "country",
  "techRole",
  "seniority",
  "mainStack",
  "skills",
  "linkedinUrl",
  "githubUrl",
  "englishLevel",
  "profileSource",
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Enum cells are matched case-insensitively ("Senior" is "senior"). */
const code = <T extends z.ZodType<unknown, string>>(values: T) =>
  z.string().trim().toLowerCase().pipe(values);

/** A skills cell: a JSON array, or one CSV cell with names or codes separated by ";", "," or "|". */
const SkillNames = z
  .union([z.array(z.string()), z.string().transform((cell) => cell.split(/[;,|]/))])
  .transform((names) => names.map((name) => name.trim()).filter((name) => name.length > 0))
  .pipe(z.array(z.string().max(80)).max(MAX_SKILLS));

/**
 * One profile to import, as the server checks it. Empty cells count as absent (see
 * {@link withoutEmptyCells}); unknown columns are ignored. Skills and the main stack are names or
 * codes, resolved against the catalogue by the server.
 */
export const ImportRow = z.object({
  email: Email,
  firstName: PersonName,
  lastName: PersonName,
  country: CountryCodeInput,
  techRole: code(TechRole),
  seniority: code(Seniority),
  mainStack: z.string().trim().min(1).max(80).optional(),
  skills: SkillNames.optional(),
  linkedinUrl: HttpUrl.refine((u) => /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\//i.test(u), {
    message: "Enter a LinkedIn profile URL (linkedin.com/in/…)",
  }).optional(),
  githubUrl: HttpUrl.refine((u) => /^https?:\/\/(www\.)?github\.com\/[^/]+/i.test(u), {
    message: "Enter a GitHub profile URL (github.com/…)",
  }).optional(),
  englishLevel: code(EnglishLevel).optional(),
  profileSource: code(ImportProfileSource),
});
export type ImportRow = z.infer<typeof ImportRow>;

/** A row as sent: whatever the file held, checked row by row by the server. */
export const RawImportRow = z.record(z.string(), z.unknown());
export type RawImportRow = z.infer<typeof RawImportRow>;

/** A copy of `row` without null, undefined or blank cells (a CSV's empty cell means "not given"). */
export function withoutEmptyCells(row: RawImportRow): RawImportRow {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(typeof value === "string" && !value.trim()),
    ),
  );
}

export const importErrorCodes = [
  "required",
  "invalid",
  "unknownCountry",
  "unknownSkill",
  "unknownStack",
] as const;
export const ImportErrorCode = z.enum(importErrorCodes);
export type ImportErrorCode = z.infer<typeof ImportErrorCode>;

export const ImportFieldError = z.object({
  /** The column (a row's field), e.g. "email". */
  field: z.string(),
  code: ImportErrorCode,
  /** English detail; the web shows its own es/en text for the code. */
  message: z.string(),
});
export type ImportFieldError = z.infer<typeof ImportFieldError>;

/** An email already taken: by an account, or by an earlier row of the file (0-based index). */
export const ImportDuplicate = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("existingUser") }),
  z.object({ kind: z.literal("row"), index: z.number().int().min(0) }),
]);
export type ImportDuplicate = z.infer<typeof ImportDuplicate>;

export const ImportRowReport = z.object({
  /** 0-based position of the row in the file's rows (the header is not a row). */
  index: z.number().int().min(0),
  ok: z.boolean(),
  errors: z.array(ImportFieldError),
  /** A valid row whose email is taken: it is skipped on import, not an error. */
  duplicateOf: ImportDuplicate.optional(),
});
export type ImportRowReport = z.infer<typeof ImportRowReport>;

export const ImportTotals = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Valid rows whose email an earlier row of the file has. */
  duplicatesInFile: z.number().int(),
  /** Valid rows whose email an account already has. */
  existingUsers: z.number().int(),
  /** Valid rows the import would create. */
  toCreate: z.number().int(),
});
export type ImportTotals = z.infer<typeof ImportTotals>;

export const ValidateImportRequest = z.strictObject({
  rows: z.array(RawImportRow).min(1).max(MAX_IMPORT_ROWS),
});
export type ValidateImportRequest = z.infer<typeof ValidateImportRequest>;

/** Every row's verdict, in file order, and the totals. Nothing is written. */
export const ImportReport = z.object({
  rows: z.array(ImportRowReport),
  totals: ImportTotals,
});
export type ImportReport = z.infer<typeof ImportReport>;

export const RunImportRequest = z.strictObject({
  rows: z.array(RawImportRow).min(1).max(MAX_IMPORT_ROWS),
  /** Email each created profile a link to claim it (through the outbox). */
  sendInvitations: z.boolean(),
});
export type RunImportRequest = z.infer<typeof RunImportRequest>;

export const ImportResult = z.object({
  created: z.number().int(),
  /** Rows whose email an account or an earlier row already had. */
  skipped: z.number().int(),
  invited: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResult>;
