/**
 * The ranking engine (ARCHITECTURE §6): the formula (`formula.ts`) and its tuning, the SQL
 * ranking with its exact top-k bounds, the in-memory index that ranks and counts talent facets
 * (ADR 0044, 0046), and talent search over the same rows. Depends on `@encaja/db` for queries'
 * plumbing; `@encaja/db` never imports it.
 */
export {
  activityValue,
  availabilityValue,
  englishValue,
  offerTerms,
  roleStackValue,
  SCORE_TERMS,
  salaryValue,
  scoreOf,
  searchStatusCredit,
  seniorityValue,
  skillsValue,
} from "./formula";
export { createMatchIndex, type MatchIndex, type TextQueries } from "./matching-index";
export {
  type MatchSpec,
  matchSpecOf,
  modalityMaskOf,
  type OfferForMatching,
  type OfferSkillNeed,
  skillCode,
  skillCodeSets,
} from "./offer-spec";
export { type MatchAfter, rankDevelopers } from "./ranking/rank";
export type { RankedRow } from "./ranking/scored-rows";
export { type TalentFacetRow, talentFacets } from "./talent/facets";
export type { TalentAfter, TalentFilters } from "./talent/filters";
export { searchTalent, type TalentRow, type TalentTierCounts } from "./talent/search";
export { MATCH_TUNING, MATCH_WEIGHTS, type MatchTuning, RELATED_ROLES } from "./tuning";
