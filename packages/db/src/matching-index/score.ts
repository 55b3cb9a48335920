import type { MatchAfter, MatchSpec, MatchTuning } from "../queries/matching";
import { NONE, type TalentColumns } from "./columns";

/**
 * The ranking formula of `queries/matching.ts` (`scoredRows`) over the in-memory columns, in
 * the same float8 operations in the same order, so every score is bit-for-bit the SQL one
 * (ADR 0044). Any change to the SQL formula must be made here too: `ranking-exact.test.ts`
 * compares both on a random pool and fails on any difference.
 */

export interface RankInMemoryInput {
  spec: MatchSpec;
  tuning: MatchTuning;
  includeExcluded: boolean;
  after?: MatchAfter | undefined;
  limit: number;
  /** `current_date` in days since 1970-01-01, as the database sees it. */
  today: number;
}

export interface MemoryRanked {
  developerId: string;
  score: number;
  excluded: boolean;
}

/** PostgreSQL's `round(float8)`: `rint`, halves to even. */
export function rint(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

const REQ_FULL = 1;
const REQ_NEAR1 = 2;
const REQ_NEAR2 = 4;
const NICE_FULL = 8;
const NICE_NEAR1 = 16;

/** For each skill code an offer names, which of its five code lists hold it (bits). */
function codeBits(spec: MatchSpec): Uint8Array {
  const lists: Array<[number[], number]> = [
    [spec.required.full, REQ_FULL],
    [spec.required.near1, REQ_NEAR1],
    [spec.required.near2, REQ_NEAR2],
    [spec.nice.full, NICE_FULL],
    [spec.nice.near1, NICE_NEAR1],
  ];
  const max = Math.max(-1, ...lists.flatMap(([codes]) => codes));
  const bits = new Uint8Array(max + 1);
  for (const [codes, bit] of lists) for (const c of codes) if (c >= 0) bits[c]! |= bit;
  return bits;
}

/** A number per interned word (role credit, country allowed, status credit). */
function perWord(cols: TalentColumns, fill: number, values: Iterable<[string, number]>) {
  const out = new Float64Array(cols.wordList.length).fill(fill);
  for (const [word, value] of values) {
    const n = cols.known(word);
    if (n !== NONE) out[n] = value;
  }
  return out;
}

/** The page: `limit` developers best first by (excluded, −score, id), after `after`. */
export function rankInMemory(cols: TalentColumns, input: RankInMemoryInput): MemoryRanked[] {
  const { spec, tuning: t, today, limit } = input;
  const w = t.weights;
  const [near1, near2] = t.nearMissCredit;
  const int = Math.trunc;
  const bits = codeBits(spec);
  const skillCount = int(spec.required.count + spec.nice.count);
  const skillDenominator = spec.required.count + t.niceSkillWeight * spec.nice.count;
  const roleCredit = perWord(cols, 0, [
    ...spec.relatedRoles.map((r): [string, number] => [r, t.relatedRoleCredit]),
    [spec.techRole, 1],
  ]);
  // A stack no developer has (or none asked for) must not equal a developer's NONE.
  const knownStack = cols.known(spec.stackCode);
  const stackWord = knownStack === NONE ? NONE - 1 : knownStack;
  const hasStack = Boolean(spec.stackCode);
  const roleShare = t.roleShareWithStack;
  const stackShare = 1 - t.roleShareWithStack;
  const countryOk = perWord(
    cols,
    0,
    spec.countries.map((c): [string, number] => [c, 1]),
  );
  const anyCountry = spec.countries.length === 0;
  const statusCredit = perWord(cols, t.unknownCredit, Object.entries(t.searchStatusCredit));
  const notSearching = cols.known("not_searching");
  const senMin = int(spec.seniorityMin);
  const senMax = int(spec.seniorityMax);
  const minEnglishRank = int(spec.minEnglishRank);
  const minEnglishGroup = int(spec.minEnglishGroup);
  const modalityMask = int(spec.modalityMask);
  const budget = int(spec.budgetMonthlyUsd);
  const budgetScale = Math.max(1, spec.budgetMonthlyUsd);
  const englishUnknown = t.unknownCredit / 2;
  const dateShare = t.availabilityDateShare;
  const statusShare = 1 - t.availabilityDateShare;
  const after = input.after;
  const afterEx = after ? (after.excluded ? 1 : 0) : 0;

  const topEx: number[] = [];
  const topScore: number[] = [];
  const topId: string[] = [];
  const { live, skills, skillStart, skillLen, ids } = cols;

  for (let slot = 0; slot < cols.size; slot++) {
    if (!live[slot]) continue;
    const english = cols.english[slot]!;
    const englishGroup = english <= 0 ? 0 : english <= 2 ? 1 : 2;
    const modality = cols.modality[slot]!;
    const country = cols.country[slot]!;
    const excluded =
      englishGroup < minEnglishGroup ||
      (modality !== 0 && (modality & modalityMask) === 0) ||
      (!anyCountry && (country === NONE || countryOk[country] !== 1)) ||
      (notSearching !== NONE && cols.status[slot] === notSearching) ||
      cols.disapproved[slot] === 1;
    const ex = excluded ? 1 : 0;
    if (ex && !input.includeExcluded) continue;
    if (ex < afterEx) continue;
    const full = topEx.length === limit;
    if (full && ex > topEx[limit - 1]!) continue;

    let vSkills: number;
    if (skillCount === 0) vSkills = 1;
    else {
      let reqMet = 0;
      let reqNear = 0;
      let reqNear2 = 0;
      let niceMet = 0;
      let niceNear = 0;
      const start = skillStart[slot]!;
      const end = start + skillLen[slot]!;
      for (let i = start; i < end; i++) {
        const code = skills[i]!;
        const b = code < bits.length ? bits[code]! : 0;
        if (b === 0) continue;
        if (b & REQ_FULL) reqMet++;
        if (b & REQ_NEAR1) reqNear++;
        if (b & REQ_NEAR2) reqNear2++;
        if (b & NICE_FULL) niceMet++;
        if (b & NICE_NEAR1) niceNear++;
      }
      vSkills =
        reqMet + reqNear + reqNear2 + niceMet + niceNear === 0
          ? 0
          : (reqMet +
              near1 * reqNear +
              near2 * reqNear2 +
              t.niceSkillWeight * (niceMet + near1 * niceNear)) /
            skillDenominator;
    }
    const roleMatch = roleCredit[cols.role[slot]!] ?? 0;
    const vRoleStack = hasStack
      ? roleShare * roleMatch + stackShare * (cols.stack[slot] === stackWord ? 1 : 0)
      : roleMatch;
    const seniority = cols.seniority[slot]!;
    const senDist = Math.max(senMin - seniority, seniority - senMax, 0);
    const vSeniority = Math.max(0, 1 - t.seniorityStepPenalty * senDist);
    const vEnglish =
      english === NONE
        ? englishUnknown
        : Math.min(1, Math.max(0, t.englishBase + t.englishStep * (english - minEnglishRank)));
    const salary = cols.salary[slot]!;
    const vSalary = Number.isNaN(salary)
      ? t.unknownCredit
      : salary <= budget
        ? 1
        : Math.max(0, 1 - (t.salaryOverSlope * (salary - budget)) / budgetScale);
    const availDay = cols.availDay[slot]!;
    const datePart = Number.isNaN(availDay)
      ? t.unknownCredit
      : Math.max(0, 1 - Math.max(availDay - today, 0) / 7 / t.availabilityHorizonWeeks);
    const status = cols.status[slot]!;
    const vAvailability =
      dateShare * datePart +
      statusShare * (status === NONE ? t.unknownCredit : statusCredit[status]!);
    const activeDays = Math.max(today - cols.activeDay[slot]!, 0);
    const vActivity = Math.max(0, 1 - activeDays / t.activityHorizonDays);
    const score =
      rint(
        10000 *
          (w.skills * vSkills +
            w.role_stack * vRoleStack +
            w.seniority * vSeniority +
            w.english * vEnglish +
            w.salary * vSalary +
            w.availability * vAvailability +
            w.activity * vActivity),
      ) / 10000;

    const id = ids[slot]!;
    if (after && ex === afterEx) {
      if (score > after.score || (score === after.score && id <= after.developerId)) continue;
    }
    if (full) {
      const worstScore = topScore[limit - 1]!;
      if (
        ex === topEx[limit - 1] &&
        (score < worstScore || (score === worstScore && id > topId[limit - 1]!))
      )
        continue;
    }
    // Insert in order; the page is small (≤ 101), so a shift is cheaper than a heap.
    let at = topEx.length;
    while (at > 0) {
      const e = topEx[at - 1]!;
      const s = topScore[at - 1]!;
      if (e < ex || (e === ex && (s > score || (s === score && topId[at - 1]! < id)))) break;
      at--;
    }
    topEx.splice(at, 0, ex);
    topScore.splice(at, 0, score);
    topId.splice(at, 0, id);
    if (topEx.length > limit) {
      topEx.pop();
      topScore.pop();
      topId.pop();
    }
  }
  return topId.map((developerId, i) => ({
    developerId,
    score: topScore[i]!,
    excluded: topEx[i] === 1,
  }));
}
