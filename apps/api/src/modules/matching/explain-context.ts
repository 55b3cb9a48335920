import type { ExplanationKey } from "@encaja/contracts";
import { companySizes, industries, projectTypes } from "@encaja/contracts";
import {
  decodeContext,
  MATCH_TUNING,
  type MatchSpec,
  monthOfDay,
  type RankedRow,
  relatedBonus,
  relatedCodesOf,
  todayUtc,
} from "@encaja/matching";

type Said = [ExplanationKey, Record<string, string | number>];

/** Hours with one decimal at most (4, 4,5). */
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export function explainTimeZone(r: RankedRow, spec: MatchSpec): Said {
  if (spec.timeZone === null) return ["time_zone.none", {}];
  if (r.tz_overlap === null || r.time_zone === null) return ["time_zone.unknown", {}];
  return [
    "time_zone.overlap",
    { hours: hoursOf(Number(r.tz_overlap)), zone: r.time_zone, offerZone: spec.timeZone },
  ];
}

export function timeZoneExclusionParams(r: RankedRow, spec: MatchSpec) {
  return {
    hours: hoursOf(Number(r.tz_overlap ?? 0)),
    zone: r.time_zone ?? "?",
    offerZone: spec.timeZone ?? "?",
    minimum: hoursOf(spec.minOverlapMinutes),
  };
}

/** Months of the developer's experiences matching `keep`, current ones counted up to today. */
function monthsWhere(r: RankedRow, keep: (e: ReturnType<typeof decodeContext>) => boolean) {
  const thisMonth = monthOfDay(todayUtc());
  let months = 0;
  for (const code of r.context_codes ?? []) {
    const e = decodeContext(code);
    if (!keep(e)) continue;
    months += e.current ? Math.max(thisMonth - e.months + 1, 0) : e.months;
  }
  return months;
}

/** The offer's most specific stated part, in plain words ("3 years in fintech at …"). */
export function explainContext(r: RankedRow, spec: MatchSpec): Said {
  const { industry, size, projectType } = spec.context;
  const nearSize = (s: number) => size !== null && Math.abs(s - size) <= 1;
  if (industry !== null) {
    const inIndustry = monthsWhere(r, (e) => e.industry === industry);
    const withSize =
      size === null ? 0 : monthsWhere(r, (e) => e.industry === industry && nearSize(e.size));
    const months = withSize > 0 ? withSize : inIndustry;
    return [
      "context.industry",
      {
        months,
        duration: months,
        industry: industries[industry]!,
        sizeMonths: withSize,
        size: size === null ? "" : companySizes[size]!,
      },
    ];
  }
  if (size !== null) {
    const months = monthsWhere(r, (e) => nearSize(e.size));
    return ["context.size", { months, duration: months, size: companySizes[size]! }];
  }
  if (projectType !== null) {
    const months = monthsWhere(r, (e) => e.projectType === projectType);
    return [
      "context.project_type",
      { months, duration: months, projectType: projectTypes[projectType]! },
    ];
  }
  return ["context.none", {}];
}

/**
 * The offer's skills that earned related-skill credit on this row, in the offer's order: the
 * skill and the related one held (strongest first).
 */
export function relatedCredits(r: RankedRow, spec: MatchSpec) {
  const held = new Set(r.related_held ?? []);
  const [near1, near2] = MATCH_TUNING.nearMissCredit;
  const found: Array<{ skill: string; related: string }> = [];
  for (const need of spec.relatedNeeds) {
    const own = need.full.some((c) => held.has(c))
      ? 1
      : need.near1.some((c) => held.has(c))
        ? near1
        : need.near2.some((c) => held.has(c))
          ? near2
          : 0;
    const best = need.related.find((s) => relatedCodesOf(s.num).some((c) => held.has(c)));
    if (best && relatedBonus(MATCH_TUNING, best.strength, own) > 0) {
      found.push({ skill: need.name, related: best.name });
    }
  }
  return found;
}
