/**
 * The ranking engine (ARCHITECTURE §6): the formula (`formula.ts`) and its tuning, the SQL
 * ranking with its exact top-k bounds, the in-memory index that ranks and counts talent facets
 * (ADR 0044, 0046), and talent search over the same rows. Depends on `@encaja/db` for queries'
 * plumbing; `@encaja/db` never imports it.
 */
export * from "./context-codes";
export {
  activityValue,
  availabilityValue,
  contextPointsOf,
  contextValue,
  englishValue,
  OFFER_DAY,
  offerTerms,
  overlapMinutes,
  relatedBonus,
  roleStackValue,
  SCORE_TERMS,
  salaryValue,
  scoreOf,
  searchStatusCredit,
  seniorityValue,
  skillsValue,
  timeZoneExcluded,
  timeZoneValue,
} from "./formula";
export * from "./learning";
export { createMatchIndex, type MatchIndex, type TextQueries } from "./matching-index";
export {
  type MatchSpec,
  matchSpecOf,
  modalityMaskOf,
  type OfferForMatching,
  type OfferSkillNeed,
  type RelatedNeed,
  type RelatedSkill,
  relatedCodesOf,
  skillCode,
  skillCodeSets,
} from "./offer-spec";
export { type MatchAfter, rankDevelopers } from "./ranking/rank";
export type { RankedRow } from "./ranking/scored-rows";
export { type TalentFacetRow, talentFacets } from "./talent/facets";
export type { TalentAfter, TalentFilters } from "./talent/filters";
export { searchTalent, type TalentRow, type TalentTierCounts } from "./talent/search";
export { KNOWN_TIME_ZONES, todayUtc, utcOffsetMinutes, zoneOffsetsOn } from "./time-zones";
export { MATCH_TUNING, MATCH_WEIGHTS, type MatchTuning, RELATED_ROLES } from "./tuning";
