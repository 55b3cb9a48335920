import type { MatchCriterion } from "@encaja/contracts";

/** The numbers that shape the formula (`formula.ts`); `MATCH_TUNING` holds them. */
export interface MatchTuning {
  weights: Record<MatchCriterion, number>;
  nearMissCredit: [number, number];
  niceSkillWeight: number;
  relatedRoleCredit: number;
  roleShareWithStack: number;
  seniorityStepPenalty: number;
  englishBase: number;
  englishStep: number;
  unknownCredit: number;
  salaryOverSlope: number;
  availabilityHorizonWeeks: number;
  availabilityDateShare: number;
  searchStatusCredit: Record<string, number>;
  activityHorizonDays: number;
  relatedSkillCredit: number;
  fullOverlapMinutes: number;
  contextPoints: { industry: number; size: number; nearSize: number; projectType: number };
  contextHorizonMonths: number;
}

/**
 * THE one place where matching is tuned (ARCHITECTURE §6). Weights are points out of 100; every
 * other number shapes one criterion's 0–1 value. `formula.ts` defines how they apply;
 * `apps/api/src/modules/matching/weights.test.ts` pins each criterion's behaviour.
 */
export const MATCH_WEIGHTS: Readonly<Record<MatchCriterion, number>> = {
  skills: 36,
  role_stack: 13,
  seniority: 13,
  salary: 11,
  english: 8,
  availability: 5,
  activity: 4,
  time_zone: 4,
  context: 6,
};

export const MATCH_TUNING: MatchTuning = {
  weights: { ...MATCH_WEIGHTS },
  /** Credit for a required skill one level below the minimum, and two levels below. */
  nearMissCredit: [0.5, 0.2],
  /** A nice-to-have skill counts this much of a required one. */
  niceSkillWeight: 0.3,
  /** A related tech role (fullstack for backend or frontend, …) is half a match. */
  relatedRoleCredit: 0.5,
  /** With a main stack on the offer: role counts 60%, stack 40%. */
  roleShareWithStack: 0.6,
  /** Each seniority level outside the requested range costs 40%. */
  seniorityStepPenalty: 0.4,
  /** English exactly at the minimum is worth 0.5; each level above adds 0.25. */
  englishBase: 0.5,
  englishStep: 0.25,
  /** What an unstated fact (salary, availability date, search status) is worth. */
  unknownCredit: 0.5,
  /** Each 1% over the budget costs 2% (50% over the budget is worth nothing). */
  salaryOverSlope: 2,
  /** Available now is worth 1; in 12 weeks or later, 0 (date part). */
  availabilityHorizonWeeks: 12,
  /** Availability: 70% the start date, 30% the search status. */
  availabilityDateShare: 0.7,
  searchStatusCredit: {
    actively_searching: 1,
    open_to_opportunities: 0.7,
    open_to_opportunities_with_timeline: 0.5,
    not_searching: 0,
  },
  /** Activity today is worth 1; 180 days ago or more, 0. */
  activityHorizonDays: 180,
  /**
   * A skill the offer names but the developer lacks, where they hold a related one, is worth
   * this × the relation's strength (0.5 × 80% = 0.4 of the skill; never more than its own).
   */
  relatedSkillCredit: 0.5,
  /** Eight shared working hours are a full working day together: 1 (fewer, in proportion). */
  fullOverlapMinutes: 480,
  /**
   * Points per month of an experience matching the offer's context: same industry, same
   * company size (one bucket away: `nearSize`), same kind of project. Value: the months' points
   * over what `contextHorizonMonths` of experience matching everything the offer states earn.
   */
  contextPoints: { industry: 4, size: 2, nearSize: 1, projectType: 2 },
  contextHorizonMonths: 36,
};

/** Roles that do much of the same job: half credit (relatedRoleCredit). */
export const RELATED_ROLES: Readonly<Record<string, readonly string[]>> = {
  backend: ["fullstack"],
  frontend: ["fullstack"],
  fullstack: ["backend", "frontend"],
  android: ["ios"],
  ios: ["android"],
  data_engineer: ["data_scientist", "backend"],
  data_scientist: ["data_engineer", "data_analyst"],
  data_analyst: ["data_scientist"],
  qa_automation: ["qa_manual"],
  qa_manual: ["qa_automation"],
  devops: ["backend"],
  custom: [],
};
