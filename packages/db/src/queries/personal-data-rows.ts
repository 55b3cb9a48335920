import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { emailVerificationTokens, passwordResetTokens } from "../schema";

// Shared by the personal-data export's readers (personal-data-export*.ts).
export type Row = Record<string, unknown>;
/** Section name → rows; the API checks the names against contracts' personalDataSections. */
export type PersonalDataRows = Record<string, Row[]>;

/** Every column of a table except the named ones (secrets, internal keys). */
export function columnsWithout<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  omit: readonly K[],
) {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const key of omit) delete columns[key];
  return columns as Omit<T["_"]["columns"], K>;
}

export const tokenRow = (t: typeof passwordResetTokens | typeof emailVerificationTokens) => ({
  createdAt: t.createdAt,
  expiresAt: t.expiresAt,
  usedAt: t.usedAt,
});
