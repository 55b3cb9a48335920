import { type SQL, sql } from "drizzle-orm";
import { OFFER_DAY, type OfferTerms } from "../formula";
import { type MatchSpec, relatedCodesOf, relatedNeedCodes } from "../offer-spec";
import { zoneOffsetsOn } from "../time-zones";
import type { MatchTuning } from "../tuning";
import { boolParam, floats, int, intParam, ints, num, texts } from "./sql-literals";

/**
 * The SQL of the time-zone, context and related-skill facts: `formula.ts`'s `overlapMinutes`,
 * `contextPointsOf` and `relatedBonus` spelled operation for operation (integers, then float8
 * in the same order), over `talent_profiles tp`.
 */

/**
 * Joins each developer's zone to its offset on the ranking's day (the offer states a zone).
 * `fixed`: the same text for every offer (empty arrays when the offer states no zone), so a
 * page read by ids keeps one cached plan per connection.
 */
export function zoneJoin(o: OfferTerms, today: number, fixed = false): SQL {
  if (!o.hasZone && !fixed) return sql``;
  const { zones, offsets } = o.hasZone ? zoneOffsetsOn(today) : { zones: [], offsets: [] };
  return sql`left join unnest(${texts([...zones])}, ${ints([...offsets])}) as tz(zone, utc_offset)
    on tz.zone = tp.time_zone`;
}

/** Shared working minutes (null: the developer's zone is not known; the offer states none). */
export function overlapFact(o: OfferTerms, fixed = false): SQL {
  if (!o.hasZone && !fixed) return sql`null::int`;
  const offerLength = OFFER_DAY.end - OFFER_DAY.start;
  const length = sql`(tp.work_end_minute - tp.work_start_minute)`;
  const d = sql`(((${intParam(o.offerDayStartUtc)} - (tp.work_start_minute - tz.utc_offset)) % 1440 + 1440) % 1440)`;
  // least/greatest skip nulls: an unknown zone must stay null, not become a whole day.
  return sql`case when tz.utc_offset is null then null::int
    else greatest(0, least(${length}, ${d} + ${int(offerLength)}) - ${d})
      + greatest(0, least(${length}, ${d} + ${int(offerLength - 1440)})) end`;
}

/** The sum of the experiences' context points, as float8 (exact: far below 2^53). */
export function contextFact(o: OfferTerms, t: MatchTuning, fixed = false): SQL {
  if (!o.hasContext && !fixed) return sql`0::float8`;
  const p = t.contextPoints;
  const size = sql.raw("(c / 65536) % 8");
  const ctxSize = intParam(o.ctxSize);
  const points = sql`(case when c / 524288 = ${intParam(o.ctxIndustry)} then ${int(p.industry)} else 0 end)
    + (case when ${size} = ${ctxSize} then ${int(p.size)} when abs(${size} - ${ctxSize}) = 1 then ${int(p.nearSize)} else 0 end)
    + (case when (c / 8192) % 8 = ${intParam(o.ctxProjectType)} then ${int(p.projectType)} else 0 end)`;
  const months = sql`(case when (c / 4096) % 2 = 1 then greatest(${intParam(o.todayMonth)} - c % 4096 + 1, 0) else c % 4096 end)`;
  const none = fixed
    ? sql`not ${boolParam(o.hasContext)} or cardinality(tp.context_codes) = 0`
    : sql`cardinality(tp.context_codes) = 0`;
  return sql`case when ${none} then 0::float8
    else (select coalesce(sum(${months} * (${points})), 0)::float8 from unnest(tp.context_codes) as c) end`;
}

/** Computed once per spec: a ranking builds its SQL several times (seeds, bound, page). */
const perSpec = <T>(compute: (spec: MatchSpec) => T) => {
  const cache = new WeakMap<MatchSpec, T>();
  return (spec: MatchSpec): T => {
    let value = cache.get(spec);
    if (value === undefined) {
      value = compute(spec);
      cache.set(spec, value);
    }
    return value;
  };
};

/** Every code of a skill related to one of the offer's (what `related_held` reports). */
export const allRelatedCodes = perSpec((spec) =>
  [
    ...new Set(spec.relatedNeeds.flatMap((n) => n.related.flatMap((r) => relatedCodesOf(r.num)))),
  ].sort((a, b) => a - b),
);

/** The codes the explanations read of a page's developers: related skills' and their needs'. */
export const explainedCodes = perSpec((spec) =>
  [
    ...new Set([
      ...allRelatedCodes(spec),
      ...spec.relatedNeeds.flatMap((n) => [...n.full, ...n.near1, ...n.near2]),
    ]),
  ].sort((a, b) => a - b),
);

/** Σ weight × relatedBonus over the offer's skills with related ones, in the offer's order. */
export function relatedFact(spec: MatchSpec, t: MatchTuning): SQL {
  if (spec.relatedNeeds.length === 0) return sql`0::float8`;
  const [near1, near2] = t.nearMissCredit;
  const terms = spec.relatedNeeds.map((need) => {
    const own = sql`case when tp.skill_codes && ${ints(need.full)} then 1::float8
      when tp.skill_codes && ${ints(need.near1)} then ${num(near1)}
      when tp.skill_codes && ${ints(need.near2)} then ${num(near2)} else 0::float8 end`;
    const strength = sql`case ${sql.join(
      need.related.map(
        (r) => sql`when tp.skill_codes && ${ints(relatedCodesOf(r.num))} then ${int(r.strength)}`,
      ),
      sql` `,
    )} else 0 end`;
    const bonus = sql`greatest(0::float8, ${num(t.relatedSkillCredit)} * (${strength})::float8 / 100::float8 - (${own}))`;
    return sql`${num(need.required ? 1 : t.niceSkillWeight)} * ${bonus}`;
  });
  return sql`case when tp.skill_codes && ${ints(allRelatedCodes(spec))}
    then 0::float8 + ${sql.join(terms, sql` + `)} else 0::float8 end`;
}

/**
 * `relatedFact` with the offer's needs as array parameters: one text for every offer, for page
 * reads by ids (a handful of rows). Per need, the best own credit and the best related strength
 * among the codes held (needs' related skills come sorted by strength, so the CASE of
 * `relatedFact` picks the same one), then Σ weight × bonus summed in the offer's order.
 */
export function relatedFactFixed(spec: MatchSpec, t: MatchTuning): SQL {
  const { own, related } = relatedNeedCodes(spec, t.nearMissCredit);
  // (code, need from 1, related strength, own credit)
  const rows = [
    ...own.map((o) => [o.code, o.need + 1, 0, o.credit]),
    ...related.map((r) => [r.code, r.need + 1, r.strength, 0]),
  ];
  const col = (k: number) => rows.map((row) => row[k]!);
  const weights = spec.relatedNeeds.map((n) => (n.required ? 1 : t.niceSkillWeight));
  return sql`case when tp.skill_codes && ${ints(allRelatedCodes(spec))} then
    (select coalesce(sum(n.w * greatest(0::float8, ${num(t.relatedSkillCredit)} * coalesce(h.strength, 0)::float8 / 100::float8 - coalesce(h.own, 0::float8)) order by n.i), 0::float8)
      from unnest(${floats(weights)}) with ordinality as n(w, i)
      left join (
        select p.need, max(p.strength) as strength, max(p.own) as own
        from unnest(tp.skill_codes & ${ints(explainedCodes(spec))}) as held(code)
        join unnest(${ints(col(0))}, ${ints(col(1))}, ${ints(col(2))}, ${floats(col(3))}) as p(code, need, strength, own)
          on p.code = held.code
        group by p.need) h on h.need = n.i)
    else 0::float8 end`;
}
