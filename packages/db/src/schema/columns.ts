import { type AnyPgColumn, customType, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Column builders every table uses the same way. */

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

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownerRef = (name: string, owner: Target) =>
  uuid(name).notNull().references(owner, { onDelete: "cascade" });

/** The primary key of a one-to-one extension of another row, deleted with it. */
export const extensionKey = (name: string, owner: Target) =>
  uuid(name).primaryKey().references(owner, { onDelete: "cascade" });

/** A required reference with no delete action: the target cannot be deleted while referenced. */
export const requiredRef = (name: string, target: Target) =>
  uuid(name).notNull().references(target);

/** An optional reference (an author, an actor) that is cleared when its target is deleted. */
export const clearedRef = (name: string, target: Target) =>
  uuid(name).references(target, { onDelete: "set null" });

/** A single-use link token: only its SHA-256 is stored, with its expiry and when it was used. */
export const singleUseTokenColumns = () => ({
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
  createdAt: createdAtColumn(),
});
