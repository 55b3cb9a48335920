import {
  activityValue,
  availabilityValue,
  contextPointsOf,
  contextValue,
  englishValue,
  offerTerms,
  overlapMinutes,
  roleMatchOf,
  roleStackValue,
  SCORE_TERMS,
  salaryValue,
  scoreOf,
  searchStatusCredit,
  seniorityDistance,
  seniorityValue,
  skillsValue,
  TERM_INDEX,
  timeZoneExcluded,
  timeZoneValue,
} from "../formula";
import type { MatchSpec } from "../offer-spec";
import type { MatchAfter } from "../ranking/rank";
import { zoneOffsetsOn } from "../time-zones";
import type { MatchTuning } from "../tuning";
import { NONE, type TalentColumns } from "./columns";
import { RelatedCredit } from "./related";

/**
 * The ranking over the in-memory columns (ADR 0044): the formula's functions (`formula.ts`) on
 * each developer's facts, read from the columns as the SQL reads them from `talent_profiles`,
 * so every score is bit-for-bit the SQL one. `ranking-exact.test.ts` compares both on a random
 * pool and fails on any difference.
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

const REQ_FULL = 1;
const REQ_NEAR1 = 2;
const REQ_NEAR2 = 4;
const NICE_FULL = 8;
const NICE_NEAR1 = 16;
/** The code matters to the related-skill credit (`RelatedCredit.codes`). */
const RELATED = 32;

/** For each skill code an offer names, which of its five code lists hold it (bits). */
function codeBits(spec: MatchSpec, relatedCodes: number[]): Uint8Array {
  const lists: Array<[number[], number]> = [
    [spec.required.full, REQ_FULL],
    [spec.required.near1, REQ_NEAR1],
    [spec.required.near2, REQ_NEAR2],
    [spec.nice.full, NICE_FULL],
    [spec.nice.near1, NICE_NEAR1],
  ];
  lists.push([relatedCodes, RELATED]);
  const max = Math.max(-1, ...lists.flatMap(([codes]) => codes));
  const bits = new Uint8Array(max + 1);
  for (const [codes, bit] of lists) for (const c of codes) if (c >= 0) bits[c]! |= bit;
  return bits;
}

/** A number per interned word (role credit, country allowed, status credit). */
function perWord(cols: TalentColumns, numberOf: (word: string) => number) {
  return Float64Array.from(cols.wordList, (word) => numberOf(word));
}

/** The page: `limit` developers best first by (excluded, −score, id), after `after`. */
export function rankInMemory(cols: TalentColumns, input: RankInMemoryInput): MemoryRanked[] {
  const { spec, tuning: t, today, limit } = input;
  const o = offerTerms(spec, t, today);
  const int = Math.trunc;
  const related = new RelatedCredit(spec, t);
  const hasRelated = spec.relatedNeeds.length > 0;
  const bits = codeBits(spec, related.codes);
  const offsets = zoneOffsetsOn(today).byZone;
  const zoneOffset = perWord(cols, (zone) =>
    o.hasZone ? (offsets.get(zone) ?? Number.NaN) : Number.NaN,
  );
  const roleCredit = perWord(cols, (role) => roleMatchOf(spec, t, role));
  // A stack no developer has (or none asked for) must not equal a developer's NONE.
  const knownStack = cols.known(spec.stackCode);
  const stackWord = knownStack === NONE ? NONE - 1 : knownStack;
  const countries = new Set(spec.countries);
  const countryOk = perWord(cols, (country) => (countries.has(country) ? 1 : 0));
  const anyCountry = spec.countries.length === 0;
  const statusCredit = perWord(cols, (status) => searchStatusCredit(t, status));
  const unknownStatusCredit = searchStatusCredit(t, null);
  const notSearching = cols.known("not_searching");
  const minEnglishGroup = int(spec.minEnglishGroup);
  const modalityMask = int(spec.modalityMask);
  const after = input.after;
  const afterEx = after ? (after.excluded ? 1 : 0) : 0;
  // Each developer's values in SCORE_TERMS order, reused.
  const values = new Float64Array(SCORE_TERMS.length);
  // Pruning: a developer whose best possible score stays under the page's worst cannot enter
  // it. Scores round to 4 decimals (up to 0.00005 up) and sum in another order: keep a margin.
  const w = o.weights;
  const wSkills = w[TERM_INDEX.skills]!;
  const wRole = w[TERM_INDEX.role_stack]!;
  const wSeniority = w[TERM_INDEX.seniority]!;
  const restMax = w.reduce((sum, x) => sum + x, 0) - wSkills - wRole - wSeniority;
  const MARGIN = 1e-3;

  const topEx: number[] = [];
  const topScore: number[] = [];
  const topId: string[] = [];
  const { live, skills, skillStart, skillLen } = cols;
  const { data: contextCodes, start: contextStart, len: contextLen } = cols.contextPool;

  for (let slot = 0; slot < cols.size; slot++) {
    if (!live[slot]) continue;
    const english = cols.english[slot]!;
    const englishGroup = english <= 0 ? 0 : english <= 2 ? 1 : 2;
    const modality = cols.modality[slot]!;
    const country = cols.country[slot]!;
    const offset =
      o.hasZone && cols.zone[slot] !== NONE ? zoneOffset[cols.zone[slot]!]! : Number.NaN;
    const overlap = Number.isNaN(offset)
      ? null
      : overlapMinutes(o, cols.workStart[slot]!, cols.workEnd[slot]!, offset);
    const excluded =
      timeZoneExcluded(o, overlap) ||
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

    const roleStack = roleStackValue(
      o,
      roleCredit[cols.role[slot]!] ?? 0,
      cols.stack[slot] === stackWord,
    );
    const seniority = seniorityValue(o, seniorityDistance(o, cols.seniority[slot]!));
    const prune = full && ex === topEx[limit - 1];
    const floor = prune ? topScore[limit - 1]! - MARGIN : 0;
    const othersMax = wRole * roleStack + wSeniority * seniority + restMax;
    if (prune && wSkills + othersMax < floor) continue;

    let reqMet = 0;
    let reqNear = 0;
    let reqNear2 = 0;
    let niceMet = 0;
    let niceNear = 0;
    let anyRelated = false;
    if (hasRelated) related.reset();
    if (o.skillCount !== 0) {
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
        if (b & RELATED) {
          related.hold(code);
          anyRelated ||= related.isRelatedCode(code);
        }
      }
    }
    const salary = cols.salary[slot]!;
    const availDay = cols.availDay[slot]!;
    const status = cols.status[slot]!;
    values[TERM_INDEX.skills] = skillsValue(
      o,
      reqMet,
      reqNear,
      reqNear2,
      niceMet,
      niceNear,
      related.credit(anyRelated),
    );
    if (prune && wSkills * values[TERM_INDEX.skills]! + othersMax < floor) continue;
    values[TERM_INDEX.role_stack] = roleStack;
    values[TERM_INDEX.seniority] = seniority;
    values[TERM_INDEX.english] = englishValue(o, english === NONE ? null : english);
    values[TERM_INDEX.salary] = salaryValue(o, Number.isNaN(salary) ? null : salary);
    values[TERM_INDEX.availability] = availabilityValue(
      o,
      Number.isNaN(availDay) ? null : Math.max(availDay - today, 0) / 7,
      status === NONE ? unknownStatusCredit : statusCredit[status]!,
    );
    values[TERM_INDEX.activity] = activityValue(o, Math.max(today - cols.activeDay[slot]!, 0));
    values[TERM_INDEX.time_zone] = timeZoneValue(o, overlap);
    let contextPoints = 0;
    if (o.hasContext) {
      const start = contextStart[slot]!;
      const end = start + contextLen[slot]!;
      for (let i = start; i < end; i++) contextPoints += contextPointsOf(o, contextCodes[i]!);
    }
    values[TERM_INDEX.context] = contextValue(o, contextPoints);
    const score = scoreOf(o, values);

    // Ids are read only to break ties and for the page: spelling one costs more than a score.
    if (after && ex === afterEx) {
      if (score > after.score || (score === after.score && cols.idOf(slot) <= after.developerId)) {
        continue;
      }
    }
    if (full) {
      const worstScore = topScore[limit - 1]!;
      if (
        ex === topEx[limit - 1] &&
        (score < worstScore || (score === worstScore && cols.idOf(slot) > topId[limit - 1]!))
      )
        continue;
    }
    const id = cols.idOf(slot);
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
