import {
  type AgeBand,
  type CandidateStatus,
  type Gender,
  presentedStatuses,
  type Seniority,
} from "@encaja/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { customers, developerSelfIdentification, offers } from "../schema";
import { type Executor, rowsOf } from "./executor";
import { firstRow } from "./first-row";

/** The developer's self-identification row (undefined: never given). */
export function getSelfIdentification(db: Executor, developerId: string) {
  return firstRow(
    db
      .select({
        gender: developerSelfIdentification.gender,
        ageBand: developerSelfIdentification.ageBand,
      })
      .from(developerSelfIdentification)
      .where(eq(developerSelfIdentification.developerId, developerId)),
  );
}

/** Writes the given fields (absent ones keep their value) and answers the stored row. */
export async function putSelfIdentification(
  db: Executor,
  developerId: string,
  change: { gender?: Gender | null; ageBand?: AgeBand | null },
) {
  const [row] = await db
    .insert(developerSelfIdentification)
    .values({ developerId, gender: null, ageBand: null, ...change })
    .onConflictDoUpdate({
      target: developerSelfIdentification.developerId,
      set: { ...change, updatedAt: sql`now()` },
    })
    .returning({
      gender: developerSelfIdentification.gender,
      ageBand: developerSelfIdentification.ageBand,
    });
  return row!;
}

/**
 * Statuses that mean the customer was shown the candidate: contracts' presentedStatuses and the
 * pending presentation (its snapshot is already sent). With a snapshot they define "presented".
 */
const shownStatuses: readonly CandidateStatus[] = [
  "presented_to_client_pending",
  ...presentedStatuses,
];
/** Statuses after a customer approval; with an `approved` decision they define "approved". */
const approvedStatuses: readonly CandidateStatus[] = [
  "presented_to_client_approved",
  "proposal_sent",
  "proposal_accepted",
  "proposal_rejected",
  "working",
];
const hiredStatuses: readonly CandidateStatus[] = ["working"];

/** One cell of the funnel counts: candidates sharing an offer and a group in every dimension. */
export interface FairnessCountRow {
  offerId: string;
  country: string | null;
  seniority: Seniority;
  gender: Gender | null;
  ageBand: AgeBand | null;
  /** Candidates who reached at least each stage (a later stage implies the earlier ones). */
  suggested: number;
  presented: number;
  approved: number;
  hired: number;
}

export interface FairnessFilter {
  offerId?: string;
  /** UTC days, both inclusive, of when the candidate entered the pipeline. */
  from?: string;
  to?: string;
}

/** Status codes are `[a-z_]+`, so a plain array literal is safe. */
const reachedSql = (statuses: readonly CandidateStatus[]) => {
  const list = sql`${`{${statuses.join(",")}}`}::text[]`;
  return sql`(c.status = any(${list}) or exists (select 1 from candidate_events e
    where e.candidate_id = c.id and e.to_status = any(${list})))`;
};

/**
 * The funnel counts per offer and group. Every candidate in a pipeline counts as suggested,
 * whatever its origin; presented = shown to the customer (a snapshot, or a presented status
 * in its history); approved = an `approved` customer decision or a status after one; hired =
 * reached `working`. Reaching a stage counts for every stage before it.
 */
export async function fairnessCounts(
  db: Executor,
  filter: FairnessFilter,
): Promise<FairnessCountRow[]> {
  const where = [sql`true`];
  if (filter.offerId) where.push(sql`c.offer_id = ${filter.offerId}`);
  if (filter.from) where.push(sql`c.created_at >= ${filter.from}::date`);
  if (filter.to) where.push(sql`c.created_at < ${filter.to}::date + 1`);
  const result = await db.execute(sql`
    with reached as (
      select c.offer_id, c.developer_id,
        ${reachedSql(hiredStatuses)} as hired,
        (exists (select 1 from candidate_decisions d
           where d.candidate_id = c.id and d.decision = 'approved')
         or ${reachedSql(approvedStatuses)}) as approved,
        (exists (select 1 from deep_profile_snapshots s where s.candidate_id = c.id)
         or ${reachedSql(shownStatuses)}) as presented
      from candidates c
      where ${sql.join(where, sql` and `)}
    )
    select r.offer_id as "offerId", l.country_code as country, d.seniority,
      si.gender, si.age_band as "ageBand",
      count(*)::int as suggested,
      (count(*) filter (where r.presented or r.approved or r.hired))::int as presented,
      (count(*) filter (where r.approved or r.hired))::int as approved,
      (count(*) filter (where r.hired))::int as hired
    from reached r
    join developers d on d.id = r.developer_id
    left join locations l on l.id = d.location_id
    left join developer_self_identification si on si.developer_id = d.id
    group by r.offer_id, l.country_code, d.seniority, si.gender, si.age_band`);
  return rowsOf<FairnessCountRow>(result);
}

/** Titles and company names of the offers a report names. */
export async function fairnessOfferNames(db: Executor, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ id: offers.id, title: offers.title, company: customers.name })
    .from(offers)
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .where(inArray(offers.id, [...offerIds]));
}

/** Whether an offer exists (the audit of an unknown offer is a 404, not an empty report). */
export async function fairnessOfferExists(db: Executor, offerId: string): Promise<boolean> {
  const row = await firstRow(
    db.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)),
  );
  return row !== undefined;
}
