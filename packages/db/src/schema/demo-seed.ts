import { jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { timestamptz, updatedAtColumn } from "./columns";

/**
 * The demo data's steps still to load (decision 0066): written with the demo accounts, each
 * step's row records where it stopped (`cursor`) in the transaction of the work it did, and
 * its end. A restart resumes from there. No row at all: a database without demo data, or one
 * seeded before this table.
 */
export const demoSeedSteps = pgTable("demo_seed_steps", {
  step: text("step").primaryKey(),
  /** The order the steps run in. */
  position: smallint("position").notNull(),
  /** Where the step's next unit of work starts; null before its first unit. */
  cursor: jsonb("cursor").$type<Record<string, unknown>>(),
  completedAt: timestamptz("completed_at"),
  updatedAt: updatedAtColumn(),
});
