import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import { ref, timestamptz } from "./columns";
import { customers } from "./identity";

/** A criterion whose points moved, with the decided candidates' split on it (the explanation). */
export interface LearntWeightFacts {
  /** Every moved criterion, biggest relative change first. */
  changes: { criterion: string; from: number; to: number }[];
  /** The company's decided candidates above / at-or-below the mean on the lead criterion. */
  lead: {
    criterion: string;
    strongApproved: number;
    strongDecided: number;
    restApproved: number;
    restDecided: number;
  } | null;
  /** Decisions of every company the pooled prior used. */
  pooledDecisions: number;
}

/**
 * A company's ranking weights learnt from its decisions (ADR 0062): points per criterion
 * (each within half and one and a half times its default, 100 in all), refitted after each
 * decision and by housekeeping. No row: the default weights.
 */
export const companyMatchWeights = pgTable(
  "company_match_weights",
  {
    customerId: ref.extension("customer_id", () => customers.id),
    weights: jsonb("weights").$type<Record<string, number>>().notNull(),
    /** The company's own outcomes the fit used (decisions, interviews, budgets). */
    decisionsUsed: integer("decisions_used").notNull(),
    facts: jsonb("facts").$type<LearntWeightFacts>().notNull(),
    fittedAt: timestamptz("fitted_at").notNull().defaultNow(),
  },
  (t) => [check("company_match_weights_decisions_check", sql`${t.decisionsUsed} >= 0`)],
);
