import type { BudgetDecision, BudgetHiringType, BudgetStatus } from "./commercial/budgets";
import type {
  ApprovalStatus,
  CandidateOrigin,
  CandidateStatus,
  CompletionStatus,
  EnglishGroup,
  EnglishLevel,
  InterviewStage,
  InterviewStageStatus,
  Locale,
  MainSkillCategory,
  OverrideReason,
  Plan,
  PlatformLinkApproval,
  ProfileSource,
  Role,
  SearchStatus,
  Seniority,
  SkillLevel,
  SortDirection,
  SortField,
  WorkModality,
} from "./enums";
import type { InterviewResult, InterviewStatus, InterviewType } from "./interviews/interview";
import type { ScoreKind } from "./interviews/scorecard";
import type { ChatAttachmentType, ChatSide, chatAssignmentFilters } from "./messaging/chat";
import type { PresentationOutcome } from "./offers/candidates";
import type { PipelineStage } from "./offers/lifecycle";
import type { DecisionOutcome, RejectionReason } from "./presentations/decisions";

/** A label in each locale. Every enum value a user can see has one. */
export type Label = Record<Locale, string>;
type Labels<T extends string> = Record<T, Label>;
const l = (es: string, en: string): Label => ({ es, en });

export const roleLabels: Labels<Role> = {
  superAdmin: l("Superadministración", "Super admin"),
  matchers: l("Matcher", "Matcher"),
  hardInterviewer: l("Entrevistador técnico", "Technical interviewer"),
  customerAssociate: l("Colaborador de empresa", "Company associate"),
  customer: l("Empresa", "Company"),
  developer: l("Persona desarrolladora", "Developer"),
};

export const englishLevelLabels: Labels<EnglishLevel> = {
  a1: l("A1 · Principiante", "A1 · Beginner"),
  a2: l("A2 · Elemental", "A2 · Elementary"),
  b1: l("B1 · Intermedio", "B1 · Intermediate"),
  b2: l("B2 · Intermedio alto", "B2 · Upper intermediate"),
  c1: l("C1 · Avanzado", "C1 · Advanced"),
  c2: l("C2 · Nativo o bilingüe", "C2 · Proficient"),
};

export const englishGroupLabels: Labels<EnglishGroup> = {
  none: l("Sin inglés", "No English"),
  basic: l("Inglés básico", "Basic English"),
  fluent: l("Inglés fluido", "Fluent English"),
};

export const seniorityLabels: Labels<Seniority> = {
  junior: l("Junior", "Junior"),
  junior_advanced: l("Junior avanzado", "Advanced junior"),
  semi_senior: l("Semi senior", "Mid-level"),
  semi_senior_advanced: l("Semi senior avanzado", "Advanced mid-level"),
  senior: l("Senior", "Senior"),
};

export const searchStatusLabels: Labels<SearchStatus> = {
  actively_searching: l("Buscando activamente", "Actively searching"),
  open_to_opportunities: l("Abierto a oportunidades", "Open to opportunities"),
  open_to_opportunities_with_timeline: l(
    "Abierto a oportunidades más adelante",
    "Open to opportunities later on",
  ),
  not_searching: l("No estoy buscando", "Not searching"),
};

export const skillLevelLabels: Labels<SkillLevel> = {
  not_evaluated: l("Sin evaluar", "Not evaluated"),
  no_know: l("No lo conozco", "Don't know it"),
  informative: l("Lo conozco de oídas", "Heard of it"),
  low_use: l("Uso básico", "Basic use"),
  medium_use: l("Uso frecuente", "Regular use"),
  high_use: l("Dominio experto", "Expert use"),
};

export const workModalityLabels: Labels<WorkModality> = {
  remote: l("Remoto", "Remote"),
  remote_with_restrictions: l("Remoto con restricciones", "Remote with restrictions"),
  hybrid: l("Híbrido", "Hybrid"),
  on_site: l("Presencial", "On site"),
};

export const planLabels: Labels<Plan> = {
  free: l("Gratis", "Free"),
  enterprise: l("Empresa", "Enterprise"),
};

export const approvalStatusLabels: Labels<ApprovalStatus> = {
  pending: l("Pendiente", "Pending"),
  approved: l("Aprobado", "Approved"),
  disapproved: l("Rechazado", "Disapproved"),
};

export const completionStatusLabels: Labels<CompletionStatus> = {
  pending: l("Pendiente", "Pending"),
  completed: l("Completado", "Completed"),
};

export const sortFieldLabels: Labels<SortField> = {
  createdAt: l("Fecha de creación", "Created"),
  scheduledAt: l("Fecha programada", "Scheduled"),
};

export const sortDirectionLabels: Labels<SortDirection> = {
  ASC: l("Ascendente", "Ascending"),
  DESC: l("Descendente", "Descending"),
};

export const candidateStatusLabels: Labels<CandidateStatus> = {
  another_chosen_dev: l("Se eligió a otra persona", "Another developer was chosen"),
  budget_termination: l("Fin del presupuesto", "Budget ended"),
  dev_interested: l("Con interés", "Interested"),
  dev_left: l("Dejó el proceso", "Left the process"),
  dev_not_interested: l("Sin interés", "Not interested"),
  intent_to_apply: l("Postulación recibida", "Application received"),
  invitation_to_offer: l("Invitación a la oferta", "Invited to the offer"),
  invite_not_answered: l("Invitación sin respuesta", "Invitation not answered"),
  mi_not_finished: l("Entrevista de matching sin terminar", "Matching interview not finished"),
  non_suitable_country: l("País no compatible", "Country not suitable"),
  non_suitable_english: l("Inglés insuficiente", "English not suitable"),
  non_suitable_hard: l("No superó la entrevista técnica", "Technical interview not passed"),
  non_suitable_soft: l("No superó la entrevista personal", "Soft interview not passed"),
  presented_to_client_approved: l("Aprobación de la empresa", "Approved by the company"),
  presented_to_client_not_approved: l(
    "Sin aprobación de la empresa",
    "Not approved by the company",
  ),
  presented_to_client_pending: l(
    "Presentación, esperando decisión",
    "Presented, awaiting decision",
  ),
  presented_to_client: l("Presentación a la empresa", "Presented to the company"),
  proposal_sent: l("Propuesta enviada", "Proposal sent"),
  proposal_rejected: l("Propuesta rechazada", "Proposal rejected"),
  resignation: l("Renuncia", "Resigned"),
  suggested_dev: l("Sugerencia", "Suggested"),
  too_expensive: l("Fuera de presupuesto", "Too expensive"),
  waiting_to_code: l("Esperando prueba técnica", "Waiting for the code assessment"),
  working: l("Trabajando", "Working"),
  other: l("Otro", "Other"),
  matching_interview_scheduled: l(
    "Entrevista de matching agendada",
    "Matching interview scheduled",
  ),
  soft_interview: l("En entrevista personal", "In soft interview"),
  hard_interview: l("En entrevista técnica", "In technical interview"),
  proposal_accepted: l("Propuesta aceptada", "Proposal accepted"),
  non_suitable_salary: l("Expectativa salarial no compatible", "Salary expectation not suitable"),
  non_suitable_availability: l("Disponibilidad no compatible", "Availability not suitable"),
  position_closed: l("Posición cerrada", "Position closed"),
};

export const profileSourceLabels: Labels<ProfileSource> = {
  register: l("Registro propio", "Self sign-up"),
  dataset: l("Base de datos", "Data set"),
  extension: l("Extensión del navegador", "Browser extension"),
  linkedin_creator: l("Importado de LinkedIn", "Imported from LinkedIn"),
};

export const candidateOriginLabels: Labels<CandidateOrigin> = {
  matching_algorithm: l("Algoritmo de matching", "Matching algorithm"),
  talent_pool_search: l("Búsqueda en el talento", "Talent pool search"),
  professional_user: l("Postulación directa", "Direct application"),
  external_headhunt: l("Búsqueda externa", "External headhunt"),
  external_post: l("Publicación externa", "External post"),
  referral: l("Referido", "Referral"),
  other: l("Otro", "Other"),
};

export const mainSkillCategoryLabels: Labels<MainSkillCategory> = {
  backend: l("Backend", "Backend"),
  frontend: l("Frontend", "Frontend"),
  fullstack: l("Fullstack", "Full stack"),
  android: l("Android", "Android"),
  ios: l("iOS", "iOS"),
  devops: l("DevOps", "DevOps"),
  data_engineer: l("Ingeniería de datos", "Data engineering"),
  data_scientist: l("Ciencia de datos", "Data science"),
  data_analyst: l("Análisis de datos", "Data analysis"),
  qa_automation: l("QA automatización", "QA automation"),
  qa_manual: l("QA manual", "Manual QA"),
  custom: l("Otro perfil", "Other profile"),
  invalid: l("No válido", "Invalid"),
};

export const overrideReasonLabels: Labels<OverrideReason> = {
  trusted_dev: l("Persona desarrolladora de confianza", "Trusted developer"),
  reputation: l("Reputación", "Reputation"),
  client_request: l("Pedido de la empresa", "Client request"),
  internal_override: l("Decisión interna", "Internal override"),
  other: l("Otro", "Other"),
};

export const platformLinkApprovalLabels: Labels<PlatformLinkApproval> = {
  pending: l("Pendiente de revisión", "Pending review"),
  approved: l("Aprobado", "Approved"),
  declined: l("Rechazado", "Declined"),
};

export const interviewStageLabels: Labels<InterviewStage> = {
  soft: l("Entrevista personal", "Soft interview"),
  hard: l("Entrevista técnica", "Technical interview"),
  english: l("Evaluación de inglés", "English check"),
};

export const interviewStageStatusLabels: Labels<InterviewStageStatus> = {
  pending: l("Pendiente", "Pending"),
  approved: l("Aprobado", "Approved"),
  not_approved: l("No aprobado", "Not approved"),
};

/** An interview's type is the pipeline stage it decides. */
export const interviewTypeLabels: Labels<InterviewType> = interviewStageLabels;

export const interviewStatusLabels: Labels<InterviewStatus> = {
  scheduled: l("Programada", "Scheduled"),
  completed: l("Completada", "Completed"),
  cancelled: l("Cancelada", "Cancelled"),
};

export const interviewResultLabels: Labels<InterviewResult> = {
  approved: l("Aprobada", "Approved"),
  not_approved: l("No aprobada", "Not approved"),
};

/** The criteria interview kits score besides skills (soft, technical and English ones). */
export const scoreCriterionLabels: Readonly<Record<string, Label>> = {
  communication: l("Comunicación", "Communication"),
  teamwork: l("Trabajo en equipo", "Teamwork"),
  ownership: l("Responsabilidad", "Ownership"),
  problem_solving: l("Resolución de problemas", "Problem solving"),
  fluency: l("Fluidez", "Fluency"),
  comprehension: l("Comprensión", "Comprehension"),
};

/**
 * A scorecard row's name in the reader's language: a known criterion's label, else the name
 * it came with (a skill's catalogue name), else its key in words.
 */
export function scorecardRowLabel(
  row: { kind: ScoreKind; key: string; label?: string | null | undefined },
  locale: Locale,
): string {
  const criterion = row.kind === "criterion" ? scoreCriterionLabels[row.key] : undefined;
  if (criterion) return criterion[locale];
  return row.label || row.key.replaceAll("_", " ");
}

/** What a scorecard row scores: a skill of the offer or a general criterion. */
export const scoreKindLabels: Labels<ScoreKind> = {
  skill: l("Habilidad", "Skill"),
  criterion: l("Criterio", "Criterion"),
};

/** Why a customer did not approve a presented candidate. */
export const rejectionReasonLabels: Labels<RejectionReason> = {
  skills_gap: l("Le faltan habilidades técnicas", "Missing technical skills"),
  seniority: l("Seniority distinta a la buscada", "Different seniority than needed"),
  english_level: l("Nivel de inglés insuficiente", "English level not enough"),
  salary_expectation: l(
    "Expectativa salarial fuera de presupuesto",
    "Salary expectation over budget",
  ),
  availability: l("Disponibilidad no compatible", "Availability does not fit"),
  culture_fit: l("Encaje cultural", "Culture fit"),
  chose_another_candidate: l("Elegimos a otra persona", "We chose another candidate"),
  position_on_hold: l("La búsqueda está en pausa", "The position is on hold"),
  other: l("Otro motivo", "Other reason"),
};

export const decisionOutcomeLabels: Labels<DecisionOutcome> = {
  approved: l("Aprobada", "Approved"),
  not_approved: l("No aprobada", "Not approved"),
};

/**
 * A developer's tech role as a person reads it. Tech roles are main-skill categories; an
 * unknown code (older data) is shown as it is rather than hidden.
 */
export function techRoleLabel(code: string, locale: Locale): string {
  return mainSkillCategoryLabels[code as MainSkillCategory]?.[locale] ?? code;
}

/** How a presentation went, in the developer's words (never the company's reason). */
export const presentationOutcomeLabels: Labels<PresentationOutcome> = {
  pending: l("La empresa está revisando tu perfil", "The company is reviewing your profile"),
  approved: l("La empresa quiere avanzar contigo", "The company wants to move forward with you"),
  not_approved: l("La empresa decidió no continuar", "The company decided not to continue"),
};

/** A candidate's pipeline stage in the company's words (its dashboard and webhook events). */
export const pipelineStageLabels: Labels<PipelineStage> = {
  sourcing: l("En búsqueda", "Sourcing"),
  presented: l("Presentación", "Presented"),
  interviewing: l("Entrevistas", "Interviewing"),
  offer: l("Propuesta", "Offer"),
  hired: l("Contratación", "Hired"),
  discarded: l("Fuera del proceso", "Discarded"),
};

/** A budget's status as the company and staff read it. */
export const budgetStatusLabels: Labels<BudgetStatus> = {
  draft: l("Borrador", "Draft"),
  sent: l("Enviado, pendiente de respuesta", "Sent, awaiting an answer"),
  accepted: l("Aceptado", "Accepted"),
  rejected: l("Rechazado", "Rejected"),
  withdrawn: l("Retirado", "Withdrawn"),
};

export const budgetDecisionLabels: Labels<BudgetDecision> = {
  accepted: l("Aceptado", "Accepted"),
  rejected: l("Rechazado", "Rejected"),
};

export const budgetHiringTypeLabels: Labels<BudgetHiringType> = {
  direct: l("Contratación directa", "Direct hire"),
  staffing: l("Staffing", "Staffing"),
};

/** Who wrote a chat message, as the other side reads it. */
export const chatSideLabels: Labels<ChatSide> = {
  developer: l("Profesional", "Developer"),
  staff: l("Equipo de matchers", "Matchers team"),
};

/** The inbox's assignment filter. */
export const chatAssignmentFilterLabels: Labels<(typeof chatAssignmentFilters)[number]> = {
  any: l("Todas", "All"),
  me: l("Asignadas a mí", "Assigned to me"),
  unassigned: l("Sin asignar", "Unassigned"),
};

/** A chat attachment's type. */
export const chatAttachmentTypeLabels: Labels<ChatAttachmentType> = {
  "application/pdf": l("Documento PDF", "PDF document"),
  "image/png": l("Imagen PNG", "PNG image"),
  "image/jpeg": l("Imagen JPEG", "JPEG image"),
  "image/webp": l("Imagen WebP", "WebP image"),
};
