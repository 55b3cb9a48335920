export {
  boundedWeights,
  projectToBand,
  roundWeights,
  TOTAL_POINTS,
  WEIGHT_BAND,
  type Weights,
} from "./bounded-weights";
export { leadFact, type SplitFact, type WeightChangeFact, weightChanges } from "./facts";
export {
  type CompanyFit,
  fitAround,
  fitCompanyWeights,
  type LearningSample,
  LOGIT_PER_POINT_RANGE,
  OUTCOME_WEIGHT,
  type OutcomeKind,
  PRIOR_STRENGTH,
  storedWeights,
  tuningWithWeights,
} from "./fit";
