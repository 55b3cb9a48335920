import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestamptz } from "./columns";
import { customers, users } from "./identity";

/**
 * API keys (`ek_…`): a key acts as the user who made it, with their company's scope. Only
 * the SHA-256 of the key is stored; `prefix` (its first characters after `ek_`) lets people
 * tell their keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: idColumn(),
    userId: ref.owner("user_id", () => users.id),
    /** The owner's company when the key was made; null for superAdmin's own keys. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    readOnly: boolean("read_only").notNull().default(false),
    createdAt: createdAtColumn(),
    /** Written at most once a minute per key, not on every request. */
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_keys_key_hash_key").on(t.keyHash),
    index("api_keys_user_idx").on(t.userId, t.createdAt),
    index("api_keys_customer_idx").on(t.customerId, t.createdAt),
    check("api_keys_name_check", sql`char_length(${t.name}) between 1 and 80`),
  ],
);
