import {
  ageBands,
  FAIRNESS_MIN_GROUP,
  type FairnessDimension,
  type FairnessDimensionTable,
  type FairnessGroupRow,
  type FairnessScopeReport,
  type FairnessStage,
  type FairnessTransition,
  FOUR_FIFTHS,
  fairnessDimensions,
  fairnessStages,
  genders,
  NOT_STATED,
  seniorities,
} from "@encaja/contracts";
import type { FairnessCountRow } from "@encaja/db/queries";

/** How many people of a group entered a stage and how many of them reached the next. */
export interface GroupCounts {
  group: string;
  entered: number;
  selected: number;
}

export interface JudgeOptions {
  minGroup: number;
  threshold: number;
}

const defaults: JudgeOptions = { minGroup: FAIRNESS_MIN_GROUP, threshold: FOUR_FIFTHS };
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const rateOf = (g: GroupCounts) => (g.entered === 0 ? null : g.selected / g.entered);

/**
 * The reference group: the highest selection rate among the groups large enough to judge,
 * never "not stated" (it is nobody's group). Ties go to the larger group, then the code.
 */
export function referenceGroupOf(
  groups: readonly GroupCounts[],
  minGroup = defaults.minGroup,
): GroupCounts | null {
  const candidates = groups.filter((g) => g.group !== NOT_STATED && g.entered >= minGroup);
  const sorted = [...candidates].sort(
    (a, b) =>
      (rateOf(b) ?? 0) - (rateOf(a) ?? 0) ||
      b.entered - a.entered ||
      a.group.localeCompare(b.group),
  );
  return sorted[0] ?? null;
}

/**
 * Selection rates and impact ratios (the four-fifths rule): a group's rate divided by the
 * reference group's. A ratio under the threshold is flagged only when both groups are large
 * enough to judge; when the reference selected nobody there is no ratio at all.
 */
export function judgeGroups(
  groups: readonly GroupCounts[],
  options: JudgeOptions = defaults,
): { referenceGroup: string | null; groups: FairnessGroupRow[] } {
  const reference = referenceGroupOf(groups, options.minGroup);
  const referenceRate = reference ? rateOf(reference) : null;
  return {
    referenceGroup: reference?.group ?? null,
    groups: groups.map((g) => {
      const rate = rateOf(g);
      const impactRatio =
        rate === null || referenceRate === null || referenceRate === 0
          ? null
          : round4(rate / referenceRate);
      const insufficientData = reference === null || g.entered < options.minGroup;
      return {
        group: g.group,
        entered: g.entered,
        selected: g.selected,
        rate: rate === null ? null : round4(rate),
        impactRatio,
        flagged: !insufficientData && impactRatio !== null && impactRatio < options.threshold,
        insufficientData,
      };
    }),
  };
}

/** A dimension's group of a row; "prefer not to say" is not stated, like no answer. */
function groupOf(row: FairnessCountRow, dimension: FairnessDimension): string {
  const value = row[dimension];
  return value === null || value === "prefer_not_to_say" ? NOT_STATED : value;
}

/** Groups in their natural order (seniority, gender, age band) or, for countries, by size. */
const fixedOrder: Partial<Record<FairnessDimension, readonly string[]>> = {
  seniority: seniorities,
  gender: genders,
  ageBand: ageBands,
};

function sortGroups(dimension: FairnessDimension, groups: GroupCounts[]): GroupCounts[] {
  const order = fixedOrder[dimension];
  const rank = (g: GroupCounts) =>
    g.group === NOT_STATED ? Number.MAX_SAFE_INTEGER : (order?.indexOf(g.group) ?? 0);
  return groups.sort(
    (a, b) => rank(a) - rank(b) || b.entered - a.entered || a.group.localeCompare(b.group),
  );
}

type Step = { stage: Exclude<FairnessStage, "hired">; next: Exclude<FairnessStage, "suggested"> };
const steps = fairnessStages.slice(0, -1).map((stage, i) => ({
  stage,
  next: fairnessStages[i + 1],
})) as Step[];

function dimensionTable(
  rows: readonly FairnessCountRow[],
  dimension: FairnessDimension,
  options: JudgeOptions,
): FairnessDimensionTable {
  const names = new Set(rows.map((r) => groupOf(r, dimension)));
  const transitions: FairnessTransition[] = steps.map(({ stage, next }) => {
    const counts = new Map([...names].map((group) => [group, { group, entered: 0, selected: 0 }]));
    for (const row of rows) {
      const group = counts.get(groupOf(row, dimension))!;
      group.entered += row[stage];
      group.selected += row[next];
    }
    return { stage, next, ...judgeGroups(sortGroups(dimension, [...counts.values()]), options) };
  });
  return { dimension, transitions };
}

/** One scope's report (the whole platform or one offer) from its funnel counts. */
export function scopeReport(
  rows: readonly FairnessCountRow[],
  options: JudgeOptions = defaults,
): FairnessScopeReport {
  const dimensions = fairnessDimensions.map((d) => dimensionTable(rows, d, options));
  const flagged = dimensions
    .flatMap((d) => d.transitions)
    .flatMap((t) => t.groups)
    .filter((g) => g.flagged).length;
  return { candidates: rows.reduce((n, r) => n + r.suggested, 0), flagged, dimensions };
}
