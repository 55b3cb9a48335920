/** Column builders every table uses the same way. */
import { type AnyPgColumn, customType, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every point in time is stored as timestamptz. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const idColumn = () => uuid("id").primaryKey().defaultRandom();
export const createdAtColumn = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAtColumn = () => timestamptz("updated_at").notNull().defaultNow();
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** A JSON object column, empty by default. */
export const jsonObjectColumn = <T extends Record<string, unknown>>(name: string) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default({} as T);

/** A full-text search document (stored generated or trigger-maintained, GIN-indexed). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

type Target = () => AnyPgColumn;

/** A column holding another row's id, named by what happens to it when that row is deleted. */
export const ref = {
  /** Required; deleting the referenced row (the one this row belongs to) deletes this one. */
  owner: (name: string, owner: Target) =>
    uuid(name).notNull().references(owner, { onDelete: "cascade" }),
  /** The primary key of a one-to-one extension of another row, deleted with it. */
  extension: (name: string, owner: Target) =>
    uuid(name).primaryKey().references(owner, { onDelete: "cascade" }),
  /** Required, with no delete action: the referenced row cannot be deleted while referenced. */
  required: (name: string, target: Target) => uuid(name).notNull().references(target),
  /** Optional (an author, an actor); cleared when the referenced row is deleted. */
  cleared: (name: string, target: Target) =>
    uuid(name).references(target, { onDelete: "set null" }),
};

/** A single-use link token: only its SHA-256 is stored, with its expiry and when it was used. */
export const singleUseTokenColumns = () => ({
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
  createdAt: createdAtColumn(),
});
