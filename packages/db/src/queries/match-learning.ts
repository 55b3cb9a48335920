import { eq, sql } from "drizzle-orm";
import { companyMatchWeights, type LearntWeightFacts, offers } from "../schema";
import { type Executor, rowsOf } from "./executor";

/** One outcome the ranking learns from: who decided, how, when, and the match as presented. */
export interface LearningOutcomeRow {
  customer_id: string;
  kind: "decision" | "interview" | "budget";
  approved: boolean;
  at: Date | string;
  /** The presented match's parts (`[{criterion, value, …}]`), frozen with the presentation. */
  parts: { criterion: string; value: number }[] | null;
}

/**
 * Every recorded outcome with the match the company saw (ADR 0062), oldest first: customer
 * decisions on presentations, budget answers and interview results on candidates that were
 * presented (their latest presentation's match). Outcomes without a frozen match are left out.
 */
export async function learningOutcomes(db: Executor): Promise<LearningOutcomeRow[]> {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (s.candidate_id) s.candidate_id, s.customer_id,
        s.document->'match'->'parts' as parts
      from deep_profile_snapshots s
      order by s.candidate_id, s.created_at desc, s.id desc
    ),
    outcomes as (
      select s.customer_id, 'decision' as kind, d.decision = 'approved' as approved,
        d.created_at as at, s.document->'match'->'parts' as parts
      from candidate_decisions d
      join deep_profile_snapshots s on s.id = d.snapshot_id
      union all
      select l.customer_id, 'budget', r.decision = 'accepted', r.created_at, l.parts
      from budget_responses r
      join budget_candidates bc on bc.budget_id = r.budget_id
      join latest l on l.candidate_id = bc.candidate_id
      union all
      select l.customer_id, 'interview', i.result = 'approved',
        coalesce(i.completed_at, i.scheduled_at), l.parts
      from interviews i
      join latest l on l.candidate_id = i.candidate_id
      where i.result is not null
    )
    select * from outcomes
    where jsonb_typeof(parts) = 'array' and jsonb_array_length(parts) > 0
    order by at, customer_id, kind`);
  return rowsOf<LearningOutcomeRow>(result);
}

/** Companies ever presented a candidate: those whose weights a refit may move. */
export async function companiesWithPresentations(db: Executor): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct customer_id from deep_profile_snapshots order by customer_id`,
  );
  return rowsOf<{ customer_id: string }>(result).map((r) => r.customer_id);
}

export type CompanyMatchWeightsRow = typeof companyMatchWeights.$inferSelect;

/** The learnt weights of the company that owns `offerId` (read beside the offer, not after it). */
export async function findOfferCompanyMatchWeights(
  db: Executor,
  offerId: string,
): Promise<CompanyMatchWeightsRow | undefined> {
  const [row] = await db
    .select({ w: companyMatchWeights })
    .from(companyMatchWeights)
    .innerJoin(offers, eq(offers.customerId, companyMatchWeights.customerId))
    .where(eq(offers.id, offerId));
  return row?.w;
}

export async function findCompanyMatchWeights(
  db: Executor,
  customerId: string,
): Promise<CompanyMatchWeightsRow | undefined> {
  const [row] = await db
    .select()
    .from(companyMatchWeights)
    .where(eq(companyMatchWeights.customerId, customerId));
  return row;
}

export async function saveCompanyMatchWeights(
  db: Executor,
  row: {
    customerId: string;
    weights: Record<string, number>;
    decisionsUsed: number;
    facts: LearntWeightFacts;
  },
): Promise<void> {
  await db
    .insert(companyMatchWeights)
    .values(row)
    .onConflictDoUpdate({
      target: companyMatchWeights.customerId,
      set: {
        weights: row.weights,
        decisionsUsed: row.decisionsUsed,
        facts: row.facts,
        fittedAt: sql`now()`,
      },
    });
}

/** When the least recently refitted company was fitted (null: no fit yet). */
export async function oldestCompanyFit(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${companyMatchWeights.fittedAt})` })
    .from(companyMatchWeights);
  return row?.at ? new Date(row.at) : null;
}
