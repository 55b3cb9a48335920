import { index, jsonb, pgTable } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref } from "./columns";
import { users } from "./identity";

/**
 * The product policy superAdmin edits (retention periods, reminder days, chat email delay,
 * import quota): append-only like `pricing_configs`, the newest row is in force and the older
 * ones are its history. No row yet means the defaults (contracts' defaultPlatformSettings).
 */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: idColumn(),
    /** Unvalidated JSON: callers parse it with contracts' PlatformSettings. */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    createdBy: ref.cleared("created_by", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index("platform_settings_created_idx").on(t.createdAt)],
);
