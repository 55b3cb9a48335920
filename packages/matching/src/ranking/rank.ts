import { type Executor, rowsOf } from "@encaja/db/queries";
import { type SQL, sql } from "drizzle-orm";
import { SCORE_TERMS } from "../formula";
import type { MatchIndex } from "../matching-index";
import type { MatchSpec } from "../offer-spec";
import { todayUtc } from "../time-zones";
import type { MatchTuning } from "../tuning";
import {
  allFullQuery,
  BOUND_EPSILON,
  minSkillQuery,
  type SkillGroup,
  scalarNeeds,
  skillGroups,
  skillsUpperSql,
  totalWeight,
} from "./bound";
import { explainedColumns, type RankedRow, scoredRows, weightedSum } from "./scored-rows";
import { developerIdIn, int, num, texts } from "./sql-literals";

export interface MatchAfter {
  excluded: boolean;
  score: number;
  developerId: string;
}

interface RankPageInput {
  spec: MatchSpec;
  tuning: MatchTuning;
  includeExcluded: boolean;
  after?: MatchAfter | undefined;
  limit: number;
  /**
   * The day (since 1970-01-01) time zones' offsets and current experiences are taken on: the
   * index's database date, or today in UTC.
   */
  today?: number | undefined;
}

/**
 * One page of an offer's ranking, best first: eligible developers, then (with
 * `includeExcluded`) the excluded ones. Only the page is joined to names and the pipeline.
 *
 * Eligible-only pages are exact top-k with bounds (decision 0039): a narrow seed (role,
 * seniority and every skill at the minimum, read through indexes) gives the k-th score T of
 * a subset, so the true k-th score is at least T; then only developers whose upper bound
 * reaches T are scored: those holding enough of the offer's skills to get there (GIN `@@`)
 * and whose other criteria, with perfect skills, reach T (cheap scalar filter).
 */
export async function rankDevelopers(db: Executor, given: RankInput): Promise<RankedRow[]> {
  const input = { ...given, today: given.today ?? todayUtc() };
  // Named developers are index lookups: no scan to keep serial, no transaction needed.
  if (input.developerIds) return rankIn(db, input);
  if (input.index && !input.reference) {
    const rows = await rankFromIndex(db, input, input.index);
    if (rows) return rows;
  }
  // Serial plans only: on PostgreSQL, starting parallel workers took ~150 ms on the 2-core
  // machine while each worker's share of a ranking took 15–25 ms (EXPLAIN ANALYZE; ADR 0039).
  // Plans made for each run's values: a named statement's generic plan (ADR 0045) ranked
  // slower here (p95 76 → 96 ms at 100k).
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('plan_cache_mode', 'force_custom_plan', true)`,
    );
    return rankIn(tx, input);
  });
}

/**
 * The page picked by the in-memory index (ADR 0044), then read, scored and explained by the
 * same SQL as every other page, for those developers only. Undefined (rank in SQL) when the
 * index is not ready, or when the database scores the page differently: a write landed
 * between the index's sync and the page read.
 */
async function rankFromIndex(
  db: Executor,
  input: RankPageInput & Pick<RankInput, "synced">,
  index: MatchIndex,
): Promise<RankedRow[] | undefined> {
  const today = await (input.synced ?? index.sync(db));
  if (today === undefined) return undefined;
  const picked = index.rank({ ...input, today });
  if (picked.length === 0) return [];
  const ids = developerIdIn(picked.map((p) => p.developerId));
  // No LIMIT: the ids are the page. A `limit $n` made PostgreSQL cost the shared plan as if
  // a tenth of the table came back, so it planned every run anew (ADR 0047).
  const rows = await rankPage(
    db,
    { ...input, today, includeExcluded: true, after: undefined, limit: picked.length },
    ids,
    { named: true },
  );
  const same =
    rows.length === picked.length &&
    rows.every(
      (r, i) =>
        r.developer_id === picked[i]!.developerId &&
        Number(r.score) === picked[i]!.score &&
        r.excluded === picked[i]!.excluded,
    );
  if (same) return rows;
  index.noteMismatch();
  return undefined;
}

type RankInput = RankPageInput & {
  /** An in-memory index to pick the page with (ADR 0044); SQL alone without it. */
  index?: MatchIndex | undefined;
  /** `index.sync(db)` started by the caller beside its other reads (else it starts here). */
  synced?: Promise<number | undefined> | undefined;
  /** Score only these developers (tests, a single developer's explanation). */
  developerIds?: string[] | undefined;
  /** Rank the whole pool without the bounded shortcut (tests compare both). */
  reference?: boolean | undefined;
};

async function rankIn(db: Executor, input: RankInput): Promise<RankedRow[]> {
  if (input.developerIds) {
    return rankPage(db, input, developerIdIn(input.developerIds), { fixed: true });
  }
  if (input.includeExcluded || input.reference) return rankPage(db, input, undefined);
  const { spec, tuning: t } = input;
  const groups = skillGroups(spec, t);
  const seeded = await seedPage(db, input, groups);
  if (!seeded) return rankPage(db, input, undefined);
  const floor = Number(seeded.rows[seeded.rows.length - 1]!.score);
  const w = t.weights;
  const rest = totalWeight(t) - w.skills;
  const skillQuery = minSkillQuery(spec, t, groups, (floor - BOUND_EPSILON - rest) / w.skills);
  const needs = scalarNeeds(spec, t, floor);
  // Everyone who could reach the floor was in the seed: its page is the answer.
  const seed = seeded.seed;
  if (
    !seed.skills &&
    (!seed.role || needs.roles?.every((r) => r === spec.techRole)) &&
    (!seed.seniority ||
      (needs.seniority &&
        needs.seniority[0] >= spec.seniorityMin &&
        needs.seniority[1] <= spec.seniorityMax))
  )
    return seeded.rows;
  // Each developer's score with the skills at their upper bound (and context, a costly fact,
  // at its most) must reach the floor: rows failing it are dropped in the scan itself.
  const others = SCORE_TERMS.filter((c) => c !== "skills" && c !== "context");
  const bound = sql`${weightedSum(t, "s", others)} + ${num(w.skills)} * s.skills_upper + ${num(w.context)} >= ${num(floor - BOUND_EPSILON)}`;
  const upper = sql`${skillsUpperSql(spec, t, groups)} as skills_upper`;
  const where: SQL[] = [];
  if (skillQuery) where.push(sql`tp.skill_codes @@ ${skillQuery}::query_int`);
  if (needs.roles) where.push(sql`tp.tech_role = any(${texts(needs.roles)})`);
  if (needs.seniority) {
    const [lo, hi] = needs.seniority;
    where.push(sql`tp.seniority_rank between ${int(lo)} and ${int(hi)}`);
  }
  return rankPage(db, input, where.length ? sql.join(where, sql` and `) : undefined, {
    bound,
    extra: upper,
  });
}

interface Seed {
  role: boolean;
  seniority: boolean;
  skills: string | null;
}

/**
 * The page ranked within the first seed holding a full page (narrowest first): its last score
 * is a floor for the true page's. Undefined when no seed holds a full page.
 */
async function seedPage(db: Executor, input: RankPageInput, groups: SkillGroup[]) {
  const { spec } = input;
  const all = allFullQuery(groups);
  const required = allFullQuery(groups.filter((g) => g.required)) ?? all;
  const seeds: Seed[] = [
    { role: true, seniority: true, skills: all },
    { role: true, seniority: false, skills: required },
  ];
  if (required) seeds.push({ role: false, seniority: false, skills: required });
  for (const seed of seeds) {
    const where: SQL[] = [];
    if (seed.role) where.push(sql`tp.tech_role = ${spec.techRole}`);
    if (seed.seniority) {
      where.push(
        sql`tp.seniority_rank between ${int(spec.seniorityMin)} and ${int(spec.seniorityMax)}`,
      );
    }
    if (seed.skills) where.push(sql`tp.skill_codes @@ ${seed.skills}::query_int`);
    const rows = await rankPage(db, input, sql.join(where, sql` and `));
    if (rows.length === input.limit) return { rows, seed };
  }
  return undefined;
}

function pageFilters(input: RankPageInput): SQL[] {
  const { after } = input;
  const filters: SQL[] = [];
  if (!input.includeExcluded) filters.push(sql`not s.excluded`);
  if (after) {
    filters.push(
      sql`(s.excluded::int, -s.score, s.developer_id) > (${after.excluded ? 1 : 0}, ${-after.score}::float8, ${after.developerId}::uuid)`,
    );
  }
  return filters;
}

interface PageOptions {
  /** `where` names the page's developers: no LIMIT. */
  named?: boolean;
  /** One SQL text for every offer (`scoredRows`); by default for named developers. */
  fixed?: boolean;
  /** A filter on the scored rows `s` (a bound), and the extra facts it reads. */
  bound?: SQL;
  extra?: SQL;
}

async function rankPage(
  db: Executor,
  input: RankPageInput,
  where: SQL | undefined,
  { named = false, fixed = named, bound, extra }: PageOptions = {},
): Promise<RankedRow[]> {
  const { spec, tuning, limit } = input;
  const today = input.today ?? todayUtc();
  const filters = pageFilters(input);
  if (bound) filters.push(bound);
  const result = await db.execute(sql`
    with s as (${scoredRows(spec, tuning, today, where, fixed, extra)}),
    page as (
      select * from s ${filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
      order by s.excluded::int, -s.score, s.developer_id
      ${named ? sql`` : sql`limit ${limit}`}
    )
    select page.*, d.hashed_id, d.first_name, d.last_name, st.name as stack_name,
      c.id as candidate_id, c.status as candidate_status ${fixed ? sql`` : explainedColumns(spec, "tpx")}
    from page
    join developers d on d.id = page.developer_id
    ${fixed ? sql`` : sql`join talent_profiles tpx on tpx.developer_id = page.developer_id`}
    left join stacks st on st.code = page.main_stack_code
    left join candidates c on c.offer_id = ${spec.offerId}::uuid and c.developer_id = page.developer_id
    order by page.excluded::int, -page.score, page.developer_id`);
  return rowsOf<RankedRow>(result);
}
