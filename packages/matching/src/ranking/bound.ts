import { type SQL, sql } from "drizzle-orm";
import { type MatchSpec, relatedCodesOf } from "../offer-spec";
import type { MatchTuning } from "../tuning";
import { ints, num } from "./sql-literals";

/**
 * Pieces of the exact top-k shortcut (decision 0039): `query_int` expressions over
 * `talent_profiles.skill_codes` (GIN `gin__int_ops` answers `@@`) and the score bounds.
 */

/** Margin for the bounds: scores are rounded to 4 decimals, float sums may differ in order. */
export const BOUND_EPSILON = 1e-3;

export interface SkillGroup {
  /** The skill's own codes that earn credit (full or near miss). */
  counting: number[];
  /** Codes at or above the minimum level. */
  full: number[];
  /** The most this skill adds to the numerator of v_skills. */
  max: number;
  /** A required skill (else nice to have). */
  required: boolean;
  /** Codes of skills related to this one (partial credit), and the most they add alone. */
  related: number[];
  relatedMax: number;
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
 * skill's codes earn partial credit for the skill: the group's most is at least that credit.
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
    group.related = need.related.flatMap((r) => relatedCodesOf(r.num));
    group.relatedMax = need.required ? credit : t.niceSkillWeight * credit;
    group.max = Math.max(group.max, group.relatedMax);
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
      related: [],
      relatedMax: 0,
    });
  }
  const niceFull = byNum(spec.nice.full);
  for (const [num, counting] of byNum([...spec.nice.full, ...spec.nice.near1])) {
    groups.push({
      counting,
      full: niceFull.get(num) ?? [],
      max: t.niceSkillWeight,
      required: false,
      related: [],
      relatedMax: 0,
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

/** v_skills's denominator: required skills count 1, nice-to-have ones `niceSkillWeight`. */
const skillDenominator = (spec: MatchSpec, t: MatchTuning) =>
  spec.required.count + t.niceSkillWeight * spec.nice.count;

/** Skills beyond this many are not worth a disjunction of subsets: no skill predicate. */
const MAX_GROUPS_FOR_SUBSETS = 10;
/** Disjunctions longer than this cost more to test than they save: no skill predicate. */
const MAX_TERMS = 256;

/**
 * A superset of the developers whose v_skills can reach `minValue`. Per skill a developer is at
 * one of three levels: holding none of its codes (0), only a related skill's (at most
 * `relatedMax`), or its own (at most `max`). The answer is the disjunction, over the minimal
 * level assignments whose most reach `minValue`, of holding every chosen level (a level-1 skill
 * is satisfied by its own codes too). Null when every developer can, or the disjunction would
 * be too large.
 */
export function minSkillQuery(
  spec: MatchSpec,
  t: MatchTuning,
  groups: SkillGroup[],
  minValue: number,
): string | null {
  const denominator = skillDenominator(spec, t);
  const need = minValue * denominator - 1e-9;
  if (denominator <= 0 || need <= 0 || groups.length > MAX_GROUPS_FOR_SUBSETS) return null;
  const valueAt = (g: SkillGroup, level: number) =>
    level === 2 ? g.max : level === 1 ? g.relatedMax : 0;
  // One level down: related-only skills exist only where the skill has related ones.
  const lower = (g: SkillGroup, level: number) => (level === 2 && g.related.length ? 1 : 0);
  const minimal: number[][] = [];
  const levels = groups.map(() => 0);
  const total = 3 ** groups.length;
  for (let n = 1; n < total; n++) {
    let sum = 0;
    let valid = true;
    for (let i = 0, k = n; i < groups.length; i++, k = Math.floor(k / 3)) {
      levels[i] = k % 3;
      if (levels[i] === 1 && groups[i]!.related.length === 0) valid = false;
      sum += valueAt(groups[i]!, levels[i]!);
    }
    if (!valid || sum < need) continue;
    const isMinimal = groups.every((g, i) => {
      const level = levels[i]!;
      if (level === 0) return true;
      return sum - valueAt(g, level) + valueAt(g, lower(g, level)) < need;
    });
    if (isMinimal) minimal.push([...levels]);
    if (minimal.length > MAX_TERMS) return null;
  }
  if (minimal.length === 0) return "0";
  const terms = minimal.map((assignment) =>
    groups.flatMap((g, i) => {
      const level = assignment[i]!;
      if (level === 0) return [];
      return [level === 2 ? g.counting : [...g.counting, ...g.related]];
    }),
  );
  return terms.map((t) => `(${t.map(anyOf).join("&")})`).join("|");
}

/**
 * An upper bound of v_skills over `talent_profiles tp`, from overlap tests only: each skill's
 * most when its own codes are held, its related credit when only a related skill's are.
 */
export function skillsUpperSql(spec: MatchSpec, t: MatchTuning, groups: SkillGroup[]): SQL {
  const denominator = skillDenominator(spec, t);
  if (denominator <= 0 || groups.length === 0) return sql`1::float8`;
  const terms = groups.map((g) => {
    const related = g.related.length
      ? sql` when tp.skill_codes && ${ints(g.related)} then ${num(g.relatedMax)}`
      : sql``;
    return sql`(case when tp.skill_codes && ${ints(g.counting)} then ${num(g.max)}${related} else 0::float8 end)`;
  });
  return sql`(${sql.join(terms, sql` + `)}) / ${num(denominator)}`;
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
