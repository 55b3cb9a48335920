import type {
  MatchingInterviewState,
  MatchingRecommendation,
} from "../interviews/matching-interview";
import type { Label } from "../labels";
import type { ExclusionReason, MatchCriterion, MatchRankingKind } from "./matches";

const l = (es: string, en: string): Label => ({ es, en });

export const matchCriterionLabels: Record<MatchCriterion, Label> = {
  skills: l("Habilidades obligatorias", "Required skills"),
  role_stack: l("Rol y stack", "Role and stack"),
  seniority: l("Seniority", "Seniority"),
  english: l("Inglés", "English"),
  salary: l("Salario vs presupuesto", "Salary vs budget"),
  availability: l("Disponibilidad", "Availability"),
  activity: l("Actividad reciente", "Recent activity"),
  time_zone: l("Huso horario", "Time zone"),
  context: l("Sector y tipo de empresa", "Industry and company context"),
};

export const matchRankingKindLabels: Record<MatchRankingKind, Label> = {
  adjusted: l("Ajustado a la empresa", "Adjusted to the company"),
  base: l("Base", "Base"),
};

export const exclusionReasonLabels: Record<ExclusionReason, Label> = {
  english_below_minimum: l("Inglés por debajo del mínimo", "English below the minimum"),
  no_modality_overlap: l("Sin modalidad en común", "No work modality in common"),
  country_not_allowed: l("País no admitido", "Country not allowed"),
  not_searching: l("No está buscando", "Not searching"),
  profile_disapproved: l("Perfil desaprobado", "Profile disapproved"),
  time_zone: l("Poco solapamiento horario", "Too little working-hours overlap"),
};

export const matchingInterviewStateLabels: Record<MatchingInterviewState, Label> = {
  scheduled: l("Programada", "Scheduled"),
  finished: l("Terminada", "Finished"),
  not_finished: l("No terminada", "Not finished"),
};

export const matchingRecommendationLabels: Record<MatchingRecommendation, Label> = {
  advance: l("Avanzar", "Advance"),
  hold: l("En espera", "Hold"),
  reject: l("Descartar", "Reject"),
};
