import { type Executor, rowsOf } from "@encaja/db/queries";
import { type SQL, sql } from "drizzle-orm";
import { strongMatch, type TalentAfter, type TalentFilters, talentWhere, whereOf } from "./filters";

export interface TalentRow {
  developer_id: string;
  tier: 0 | 1;
  active_at_micros: number;
  tech_role: string;
  main_stack_code: string | null;
  seniority_rank: number;
  english_rank: number | null;
  country_code: string | null;
  modality_mask: number;
  search_status: string | null;
  salary_monthly_usd: number | null;
  available_from: string | null;
  skill_codes: number[];
  hashed_id: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  stack_name: string | null;
}

/** How many developers match, per tier (from the facet counts; slightly stale is fine). */
export interface TalentTierCounts {
  strong: number;
  weak: number;
}

/**
 * Up to this many matches a tier is read whole and sorted (cheap through the GIN indexes);
 * beyond it the activity index is walked backwards until the page is full, which touches about
 * `limit × pool / matches` rows. Choosing by the known count keeps the planner from walking the
 * whole index for a rare term it estimates as common.
 */
export const TALENT_WALK_MIN_MATCHES = 5000;

/**
 * One page of talent: developers whose skills, stack or role match the text first, then
 * bio-only matches; within each tier the most recently active first, then by id. Without text
 * every match is in the first tier. Only the page is joined to names.
 */
export async function searchTalent(
  db: Executor,
  input: {
    filters: TalentFilters;
    after?: TalentAfter | undefined;
    limit: number;
    counts: TalentTierCounts;
  },
): Promise<TalentRow[]> {
  const { filters, after, counts } = input;
  const tiers = (filters.q ? ([1, 0] as const) : ([1] as const)).filter(
    (tier) => !after || tier <= after.tier,
  );
  const walk = (tier: 0 | 1) =>
    (tier === 1 ? counts.strong : counts.weak) > TALENT_WALK_MIN_MATCHES;
  // A walked first tier nearly always fills the page: read the second only when it runs out.
  // Otherwise both tiers go in one statement.
  const batches = tiers[0] === 1 && walk(1) ? [[1 as const], tiers.slice(1)] : [tiers];
  const rows: TalentRow[] = [];
  for (const batch of batches) {
    const limit = input.limit - rows.length;
    if (batch.length === 0 || limit <= 0) continue;
    rows.push(...(await readTiers(db, { filters, tiers: batch, after, limit, walk })));
  }
  return rows;
}

async function readTiers(
  db: Executor,
  input: {
    filters: TalentFilters;
    tiers: ReadonlyArray<0 | 1>;
    after: TalentAfter | undefined;
    limit: number;
    walk: (tier: 0 | 1) => boolean;
  },
): Promise<TalentRow[]> {
  const { filters, after, limit } = input;
  const ctes: SQL[] = [];
  const branches = input.tiers.map((tier) => {
    const where = talentWhere(filters);
    if (filters.q) {
      const strong = strongMatch({ ...filters, q: filters.q });
      where.push(tier === 1 ? strong : sql`not ${strong}`);
    }
    if (after && after.tier === tier) {
      where.push(
        sql`(tp.last_active_at, tp.developer_id) < (timestamptz 'epoch' + ${after.activeAtMicros}::bigint * interval '1 microsecond', ${after.developerId}::uuid)`,
      );
    }
    const order = sql`order by last_active_at desc, developer_id desc limit ${limit}`;
    if (input.walk(tier)) {
      return sql`(select tp.developer_id, tp.last_active_at, ${tier}::int as tier
        from talent_profiles tp ${whereOf(where)} ${order})`;
    }
    // Materialised, so the planner reads every match through the indexes and cannot walk.
    const name = sql.raw(`matches_${tier}`);
    ctes.push(sql`${name} as materialized (select tp.developer_id, tp.last_active_at
      from talent_profiles tp ${whereOf(where)})`);
    return sql`(select developer_id, last_active_at, ${tier}::int as tier from ${name} ${order})`;
  });
  ctes.push(sql`page as (${sql.join(branches, sql` union all `)})`);
  const result = await db.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    select tp.developer_id, page.tier,
      ((extract(epoch from tp.last_active_at) * 1000000)::bigint)::float8 as active_at_micros,
      tp.tech_role, tp.main_stack_code, tp.seniority_rank, tp.english_rank, tp.country_code,
      tp.modality_mask, tp.search_status, tp.salary_monthly_usd, tp.available_from::text,
      tp.skill_codes, d.hashed_id, d.first_name, d.last_name, d.photo_url, st.name as stack_name
    from page
    join talent_profiles tp on tp.developer_id = page.developer_id
    join developers d on d.id = page.developer_id
    left join stacks st on st.code = tp.main_stack_code
    order by page.tier desc, page.last_active_at desc, page.developer_id desc
    limit ${limit}`);
  return rowsOf<TalentRow>(result);
}
