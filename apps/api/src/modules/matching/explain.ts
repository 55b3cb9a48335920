import {
  type CandidateStatus,
  type ExclusionReason,
  type ExplanationKey,
  englishGroupOf,
  englishLevels,
  type Locale,
  type Match,
  type MatchCriterion,
  type MatchPart,
  renderExplanation,
} from "@encaja/contracts";
import { MATCH_WEIGHTS, type MatchSpec, type RankedRow } from "@encaja/matching";
import { developerSummaryOf } from "../developers/developer-summary";
import {
  explainContext,
  explainTimeZone,
  relatedCredits,
  timeZoneExclusionParams,
} from "./explain-context";

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const clamp01 = (n: number) => Math.min(1, Math.max(0, round(Number(n))));

type Said = [ExplanationKey, Record<string, string | number>];

function explainCriterion(c: MatchCriterion, r: RankedRow, spec: MatchSpec): Said {
  switch (c) {
    case "skills": {
      if (spec.required.count === 0) return ["skills.none", {}];
      const coverage = { met: r.req_met, total: spec.required.count, near: r.req_near };
      const [first, ...more] = relatedCredits(r, spec);
      return first
        ? [
            "skills.coverage_related",
            { ...coverage, related: first.related, skill: first.skill, more: more.length },
          ]
        : ["skills.coverage", coverage];
    }
    case "role_stack": {
      const role = Number(r.role_match) === 1;
      if (role && r.stack_match) return ["role_stack.both", {}];
      if (role) return ["role_stack.role", {}];
      if (r.stack_match) return ["role_stack.stack", {}];
      return ["role_stack.none", {}];
    }
    case "seniority":
      return Number(r.sen_dist) === 0
        ? ["seniority.in_range", {}]
        : ["seniority.distance", { steps: Number(r.sen_dist) }];
    case "english": {
      if (r.english_rank === null) return ["english.unknown", {}];
      const level = englishLevels[r.english_rank]!.toUpperCase();
      const minimum = englishLevels[spec.minEnglishRank]!.toUpperCase();
      const above = r.english_rank - spec.minEnglishRank;
      return above < 0
        ? ["english.below", { level, below: -above, minimum }]
        : ["english.level", { level, above, minimum }];
    }
    case "salary": {
      if (r.salary_monthly_usd === null) return ["salary.unknown", {}];
      const expected = r.salary_monthly_usd;
      const budget = spec.budgetMonthlyUsd;
      if (expected <= budget) return ["salary.within", { expected, budget }];
      return [
        "salary.over",
        { expected, budget, percent: Math.round(((expected - budget) / budget) * 100) },
      ];
    }
    case "availability": {
      if (r.avail_weeks === null) return ["availability.unknown", {}];
      const weeks = Math.ceil(Number(r.avail_weeks));
      return weeks === 0 ? ["availability.now", {}] : ["availability.weeks", { weeks }];
    }
    case "activity":
      return ["activity.days", { days: Number(r.active_days) }];
    case "time_zone":
      return explainTimeZone(r, spec);
    case "context":
      return explainContext(r, spec);
  }
}

/** The hard filters that exclude a row, in ARCHITECTURE §6 order. */
export function exclusionsOf(r: RankedRow): ExclusionReason[] {
  const reasons: ExclusionReason[] = [];
  if (r.ex_english) reasons.push("english_below_minimum");
  if (r.ex_modality) reasons.push("no_modality_overlap");
  if (r.ex_country) reasons.push("country_not_allowed");
  if (r.ex_searching) reasons.push("not_searching");
  if (r.ex_disapproved) reasons.push("profile_disapproved");
  if (r.ex_time_zone) reasons.push("time_zone");
  return reasons;
}

function exclusionParams(
  reason: ExclusionReason,
  r: RankedRow,
  spec: MatchSpec,
): Record<string, string | number> {
  if (reason === "english_below_minimum") {
    const level = r.english_rank === null ? "?" : englishLevels[r.english_rank]!.toUpperCase();
    const group = englishGroupOf(englishLevels[spec.minEnglishRank]!);
    return { level, group };
  }
  if (reason === "country_not_allowed") return { country: r.country_code ?? "?" };
  if (reason === "time_zone") return timeZoneExclusionParams(r, spec);
  return {};
}

/** A ranked row as the API answers it, explanations rendered in `locale`. */
/** `weights`: the points that ranked the row (a company's learnt ones, or the defaults). */
export function toMatch(
  r: RankedRow,
  spec: MatchSpec,
  locale: Locale,
  weights: Readonly<Record<MatchCriterion, number>> = MATCH_WEIGHTS,
): Match {
  const parts: MatchPart[] = (Object.keys(MATCH_WEIGHTS) as MatchCriterion[]).map((c) => {
    const [key, params] = explainCriterion(c, r, spec);
    return {
      criterion: c,
      weight: weights[c],
      value: clamp01(r[`v_${c}`]),
      explanation: renderExplanation(key, params, locale),
    };
  });
  const reasons = exclusionsOf(r);
  const first = reasons[0];
  return {
    developer: {
      professionalId: r.developer_id,
      hashedId: r.hashed_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      ...developerSummaryOf(r),
    },
    score: Math.min(100, Math.max(0, Math.round(Number(r.score) * 10) / 10)),
    parts,
    ...(first
      ? {
          excluded: {
            reason: first,
            reasons,
            explanation: renderExplanation(
              `excluded.${first}`,
              exclusionParams(first, r, spec),
              locale,
            ),
          },
        }
      : {}),
    ...(r.candidate_id && r.candidate_status
      ? {
          inPipeline: {
            candidateId: r.candidate_id,
            status: r.candidate_status as CandidateStatus,
          },
        }
      : {}),
  };
}
