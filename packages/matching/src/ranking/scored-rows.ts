import { type SQL, sql } from "drizzle-orm";
import { type OfferTerms, offerTerms, SCORE_TERMS } from "../formula";
import type { MatchSpec } from "../offer-spec";
import type { MatchTuning } from "../tuning";
import {
  allRelatedCodes,
  contextFact,
  explainedCodes,
  overlapFact,
  relatedFact,
  relatedFactFixed,
  zoneJoin,
} from "./context-sql";
import { boolParam, intParam, ints, num, numParam, texts } from "./sql-literals";

/** A scored developer: the facts the explanations show, each criterion's value, the score. */
export interface RankedRow {
  developer_id: string;
  score: number;
  excluded: boolean;
  ex_english: boolean;
  ex_modality: boolean;
  ex_country: boolean;
  ex_searching: boolean;
  ex_disapproved: boolean;
  ex_time_zone: boolean;
  v_skills: number;
  v_role_stack: number;
  v_seniority: number;
  v_english: number;
  v_salary: number;
  v_availability: number;
  v_activity: number;
  v_time_zone: number;
  v_context: number;
  /** Minutes shared with the offer's working day; null: no zone (the offer's or theirs). */
  tz_overlap: number | null;
  /** Σ months × matching context points over the developer's experiences. */
  ctx_points: number;
  /** Σ weight × related-skill bonus over the offer's skills with related ones. */
  rel_credit: number;
  req_met: number;
  req_near: number;
  req_near2: number;
  nice_met: number;
  nice_near: number;
  sen_dist: number;
  english_rank: number | null;
  salary_monthly_usd: number | null;
  avail_weeks: number | null;
  active_days: number;
  role_match: number;
  stack_match: boolean;
  country_code: string | null;
  tech_role: string;
  main_stack_code: string | null;
  seniority_rank: number;
  search_status: string | null;
  /** Of the page's rows only (read after ranking, for the explanations). */
  time_zone: string | null;
  work_start_minute: number;
  work_end_minute: number;
  context_codes: number[];
  /** The developer's codes of related skills and of the skills they relate to (`explainedCodes`). */
  related_held: number[];
  hashed_id: string;
  first_name: string;
  last_name: string;
  stack_name: string | null;
  candidate_id: string | null;
  candidate_status: string | null;
}

/**
 * The facts and per-criterion values (0–1) of every developer, plus the hard-filter flags.
 * Everything is computed in one pass over `talent_profiles` (one narrow row per developer).
 * The values are `formula.ts`'s functions spelled in float8, operation for operation:
 * `ranking-exact.test.ts` checks each one against them.
 *
 * `fixed`: one SQL text for every offer and every company's weights (the offer's variations as
 * parameters), for reads of named developers: PostgreSQL then keeps one plan per connection
 * instead of planning each offer's text anew. Scans keep the inlined form, cheaper per row.
 */
export function scoredRows(
  spec: MatchSpec,
  t: MatchTuning,
  today: number,
  where: SQL | undefined,
  fixed = false,
  /** More columns of `talent_profiles tp` (bounds the page's filter reads). */
  extra?: SQL,
): SQL {
  const o = offerTerms(spec, t, today);
  const [near1, near2] = t.nearMissCredit;
  const minOverlap = o.hasZone ? o.minOverlap : 0;
  const exTimeZone =
    fixed || minOverlap > 0
      ? sql`coalesce(f.tz_overlap < ${intParam(minOverlap)}, false)`
      : sql`false`;
  const status = Object.entries(t.searchStatusCredit)
    .map(([k, v]) => `when '${k.replace(/'/g, "")}' then ${Number(v)}::float8`)
    .join(" ");
  // Most developers hold none of the offer's skills: one overlap test spares them the counts.
  const allCodes = [
    ...spec.required.full,
    ...spec.required.near1,
    ...spec.required.near2,
    ...spec.nice.full,
    ...spec.nice.near1,
    ...allRelatedCodes(spec),
  ].sort((a, b) => a - b);
  // The costly facts sit in a LATERAL fenced by OFFSET 0: flattened, each reference to them
  // would evaluate them again; fenced, they run once per row, after the scan's filters (the
  // hard filters and bounds on the other columns still reach the scan).
  const facts = sql`
    select tp.developer_id, tp.tech_role, tp.main_stack_code, tp.seniority_rank, tp.english_rank,
      tp.country_code, tp.search_status, tp.salary_monthly_usd,
      tp.skill_codes && ${ints(allCodes)} as any_skill,
      icount(tp.skill_codes & ${ints(spec.required.full)})::float8 as req_met,
      icount(tp.skill_codes & ${ints(spec.required.near1)})::float8 as req_near,
      icount(tp.skill_codes & ${ints(spec.required.near2)})::float8 as req_near2,
      icount(tp.skill_codes & ${ints(spec.nice.full)})::float8 as nice_met,
      icount(tp.skill_codes & ${ints(spec.nice.near1)})::float8 as nice_near,
      case when tp.tech_role = ${spec.techRole} then 1::float8
           when tp.tech_role = any(${texts(spec.relatedRoles)}) then ${num(t.relatedRoleCredit)}
           else 0::float8 end as role_match,
      (${spec.stackCode}::text is not null and tp.main_stack_code = ${spec.stackCode}::text) as stack_match,
      greatest(${intParam(spec.seniorityMin)} - tp.seniority_rank, tp.seniority_rank - ${intParam(spec.seniorityMax)}, 0) as sen_dist,
      case when tp.available_from is null then null
           else greatest(tp.available_from - current_date, 0) / 7::float8 end as avail_weeks,
      greatest(current_date - tp.last_active_at::date, 0) as active_days,
      (case when coalesce(tp.english_rank, 0) = 0 then 0 when tp.english_rank <= 2 then 1 else 2 end)
        < ${intParam(spec.minEnglishGroup)} as ex_english,
      (tp.modality_mask <> 0 and (tp.modality_mask & ${intParam(spec.modalityMask)}) = 0) as ex_modality,
      (cardinality(${texts(spec.countries)}) > 0
        and (tp.country_code is null or not tp.country_code = any(${texts(spec.countries)}))) as ex_country,
      coalesce(tp.search_status = 'not_searching', false) as ex_searching,
      tp.approval = 'disapproved' as ex_disapproved,
      ${overlapFact(o, fixed)} as tz_overlap,
      x.ctx_points, x.rel_credit
      ${fixed ? explainedColumns(spec) : sql``} ${extra ? sql`, ${extra}` : sql``}
    from talent_profiles tp ${zoneJoin(o, today, fixed)}
    cross join lateral (select ${contextFact(o, t, fixed)} as ctx_points,
      ${fixed ? relatedFactFixed(spec, t) : relatedFact(spec, t)} as rel_credit offset 0) x
    ${where ? sql`where ${where}` : sql``}`;
  const values = sql`
    select f.*,
      (f.ex_english or f.ex_modality or f.ex_country or f.ex_searching or f.ex_disapproved
        or ${exTimeZone}) as excluded,
      ${exTimeZone} as ex_time_zone,
      case when ${intParam(spec.required.count + spec.nice.count)} = 0 then 1::float8
        when not f.any_skill then 0::float8
        else (f.req_met + ${num(near1)} * f.req_near + ${num(near2)} * f.req_near2
              + ${num(t.niceSkillWeight)} * (f.nice_met + ${num(near1)} * f.nice_near) + f.rel_credit)
             / ${numParam(spec.required.count + t.niceSkillWeight * spec.nice.count)} end as v_skills,
      ${roleStackValue(o, fixed)} as v_role_stack,
      greatest(0::float8, 1::float8 - ${num(t.seniorityStepPenalty)} * f.sen_dist) as v_seniority,
      case when f.english_rank is null then ${num(t.unknownCredit / 2)}
        else least(1::float8, greatest(0::float8, ${num(t.englishBase)} + ${num(t.englishStep)} * (f.english_rank - ${intParam(spec.minEnglishRank)}))) end as v_english,
      case when f.salary_monthly_usd is null then ${num(t.unknownCredit)}
        when f.salary_monthly_usd <= ${intParam(spec.budgetMonthlyUsd)} then 1::float8
        else greatest(0::float8, 1::float8 - ${num(t.salaryOverSlope)} * (f.salary_monthly_usd - ${intParam(spec.budgetMonthlyUsd)})::float8 / ${numParam(Math.max(1, spec.budgetMonthlyUsd))}) end as v_salary,
      ${num(t.availabilityDateShare)} * (case when f.avail_weeks is null then ${num(t.unknownCredit)}
          else greatest(0::float8, 1::float8 - f.avail_weeks / ${num(t.availabilityHorizonWeeks)}) end)
        + ${num(1 - t.availabilityDateShare)} * (case f.search_status ${sql.raw(status)} else ${num(t.unknownCredit)} end) as v_availability,
      greatest(0::float8, 1::float8 - f.active_days::float8 / ${num(t.activityHorizonDays)}) as v_activity,
      ${timeZoneValue(o, fixed)} as v_time_zone,
      ${contextValue(o, fixed)} as v_context
    from (${facts}) f`;
  return sql`
    select v.*, round(10000::float8 * (${weightedSum(t, "v", SCORE_TERMS, fixed)})) / 10000::float8 as score
    from (${values}) v`;
}

/**
 * What the explanations read of a page's developers (`RankedRow`'s page-only facts): a read by
 * ids takes them from its own scan; other pages join `talent_profiles` again for their rows.
 */
export const explainedColumns = (spec: MatchSpec, alias = "tp") => {
  const a = sql.raw(alias);
  return sql`, ${a}.time_zone, ${a}.work_start_minute, ${a}.work_end_minute, ${a}.context_codes,
      ${a}.skill_codes & ${ints(explainedCodes(spec))} as related_held`;
};

/** With `fixed`, a CASE on a parameter stands for the branch the offer's terms pick. */
const whenOffer = (fixed: boolean, has: boolean, then: SQL, otherwise: SQL) =>
  fixed
    ? sql`case when ${boolParam(has)} then ${then} else ${otherwise} end`
    : has
      ? then
      : otherwise;

const roleStackValue = (o: OfferTerms, fixed: boolean) => {
  const share = o.tuning.roleShareWithStack;
  return whenOffer(
    fixed,
    o.hasStack,
    sql`${num(share)} * f.role_match + ${num(1 - share)} * (case when f.stack_match then 1::float8 else 0::float8 end)`,
    sql`f.role_match::float8`,
  );
};

const timeZoneValue = (o: OfferTerms, fixed: boolean) =>
  whenOffer(
    fixed,
    o.hasZone,
    sql`(case when f.tz_overlap is null then ${num(o.tuning.unknownCredit)}
      else least(1::float8, f.tz_overlap::float8 / ${num(o.tuning.fullOverlapMinutes)}) end)`,
    sql`1::float8`,
  );

const contextValue = (o: OfferTerms, fixed: boolean) =>
  whenOffer(
    fixed,
    o.hasContext,
    sql`least(1::float8, f.ctx_points / ${numParam(Math.max(1, o.ctxDenominator))})`,
    sql`1::float8`,
  );

/**
 * `weight × value` of these criteria, added in `SCORE_TERMS` order (as `scoreOf` adds them),
 * over the `v_<criterion>` columns of `alias`.
 */
export function weightedSum(
  t: MatchTuning,
  alias: string,
  criteria: ReadonlyArray<(typeof SCORE_TERMS)[number]>,
  /** Weights as parameters (a company's learnt weights then share the text). */
  asParams = false,
): SQL {
  const weight = asParams ? numParam : num;
  return sql.join(
    criteria.map((c) => sql`${weight(t.weights[c])} * ${sql.raw(`${alias}.v_${c}`)}`),
    sql` + `,
  );
}
