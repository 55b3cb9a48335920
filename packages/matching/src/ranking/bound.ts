import { type MatchSpec, relatedCodesOf } from "../offer-spec";
import type { MatchTuning } from "../tuning";

/**
 * Pieces of the exact top-k shortcut (decision 0039): `query_int` expressions over
 * `talent_profiles.skill_codes` (GIN `gin__int_ops` answers `@@`) and the score bounds.
 */

/** Margin for the bounds: scores are rounded to 4 decimals, float sums may differ in order. */
export const BOUND_EPSILON = 1e-3;

export interface SkillGroup {
  /** Codes that earn any credit (full or near miss). */
  counting: number[];
  /** Codes at or above the minimum level. */
  full: number[];
  /** The most this skill adds to the numerator of v_skills. */
  max: number;
  /** A required skill (else nice to have). */
  required: boolean;
}

const byNum = (codes: number[]) => {
  const groups = new Map<number, number[]>();
  for (const c of codes) {
    const num = Math.floor(c / 8);
    groups.set(num, [...(groups.get(num) ?? []), c]);
  }
  return groups;
};

/**
 * The offer's skills, one group per skill (codes are `skills.num * 8 + level`). A related
 * skill's codes earn credit for the skill too: they count, and the group's most is at least
 * the related credit.
 */
export function skillGroups(spec: MatchSpec, t: MatchTuning): SkillGroup[] {
  const groups = ownSkillGroups(spec, t);
  for (const need of spec.relatedNeeds) {
    const group = groups.find(
      (g) => g.required === need.required && g.counting.some((c) => Math.floor(c / 8) === need.num),
    );
    if (!group) continue;
    const best = Math.max(...need.related.map((r) => r.strength));
    const credit = (t.relatedSkillCredit * best) / 100;
    group.counting = [...group.counting, ...need.related.flatMap((r) => relatedCodesOf(r.num))];
    group.max = Math.max(group.max, need.required ? credit : t.niceSkillWeight * credit);
  }
  return groups;
}

function ownSkillGroups(spec: MatchSpec, t: MatchTuning): SkillGroup[] {
  const groups: SkillGroup[] = [];
  const reqFull = byNum(spec.required.full);
  const reqAny = byNum([...spec.required.full, ...spec.required.near1, ...spec.required.near2]);
  for (const [num, counting] of reqAny) {
    groups.push({
      counting,
      full: reqFull.get(num) ?? [],
      max: reqFull.has(num) ? 1 : 0.5,
      required: true,
    });
  }
  const niceFull = byNum(spec.nice.full);
  for (const [num, counting] of byNum([...spec.nice.full, ...spec.nice.near1])) {
    groups.push({
      counting,
      full: niceFull.get(num) ?? [],
      max: t.niceSkillWeight,
      required: false,
    });
  }
  return groups;
}

const anyOf = (codes: number[]) => `(${[...codes].sort((a, b) => a - b).join("|")})`;

/** Developers holding every one of `groups` at the minimum level (null: no groups). */
export function allFullQuery(groups: SkillGroup[]): string | null {
  const parts = groups.filter((g) => g.full.length > 0).map((g) => anyOf(g.full));
  return parts.length ? parts.join("&") : null;
}

/** Skills beyond this many are not worth a disjunction of subsets: no skill predicate. */
const MAX_GROUPS_FOR_SUBSETS = 10;

/**
 * A superset of the developers whose v_skills can reach `minValue`: those holding, at a level
 * that earns credit, some minimal set of the offer's skills whose best credits sum that far.
 * Null when every developer can (or the disjunction would be too large).
 */
export function minSkillQuery(
  spec: MatchSpec,
  t: MatchTuning,
  groups: SkillGroup[],
  minValue: number,
): string | null {
  const denominator = spec.required.count + t.niceSkillWeight * spec.nice.count;
  const need = minValue * denominator - 1e-9;
  if (denominator <= 0 || need <= 0 || groups.length > MAX_GROUPS_FOR_SUBSETS) return null;
  const sums = (mask: number) => groups.reduce((s, g, i) => (mask & (1 << i) ? s + g.max : s), 0);
  const minimal: number[] = [];
  for (let mask = 1; mask < 1 << groups.length; mask++) {
    if (sums(mask) < need) continue;
    // Minimal: dropping any one member falls short.
    if (groups.every((_, i) => !(mask & (1 << i)) || sums(mask & ~(1 << i)) < need)) {
      minimal.push(mask);
    }
  }
  if (minimal.length === 0) return "0";
  return minimal
    .map(
      (mask) =>
        `(${groups
          .filter((_, i) => mask & (1 << i))
          .map((g) => anyOf(g.counting))
          .join("&")})`,
    )
    .join("|");
}

/** The sum of the weights: the score of a developer perfect on every criterion. */
export const totalWeight = (t: MatchTuning) => Object.values(t.weights).reduce((a, b) => a + b, 0);

/**
 * Role and seniority ranges a developer must be in for its score to reach `floor` (every
 * other criterion perfect): the (tech_role, seniority_rank) index narrows the scan with them.
 */
export function scalarNeeds(spec: MatchSpec, t: MatchTuning, floor: number) {
  const slack = totalWeight(t) - floor + BOUND_EPSILON;
  const roleNeed = 1 - slack / t.weights.role_stack;
  const share = spec.stackCode ? t.roleShareWithStack : 1;
  const stackPart = 1 - share;
  let roles: string[] | null = null;
  if (stackPart < roleNeed) {
    roles = [];
    if (share + stackPart >= roleNeed) roles.push(spec.techRole);
    if (share * t.relatedRoleCredit + stackPart >= roleNeed) roles.push(...spec.relatedRoles);
  }
  const seniorityNeed = 1 - slack / t.weights.seniority;
  let seniority: [number, number] | null = null;
  if (seniorityNeed > 0) {
    const steps = Math.floor((1 - seniorityNeed) / t.seniorityStepPenalty + 1e-9);
    seniority = [spec.seniorityMin - steps, spec.seniorityMax + steps];
  }
  return { roles, seniority };
}
