import {
  budgetStatusLabels,
  type CandidateExportRow,
  candidateOriginLabels,
  countryName,
  decisionOutcomeLabels,
  type EnglishLevel,
  type ExportedDecision,
  type ExportedInterview,
  englishLevelLabels,
  type InterviewStage,
  interviewResultLabels,
  interviewStageLabels,
  interviewStageStatusLabels,
  type Label,
  type Locale,
  overrideReasonLabels,
  type PipelineExportRow,
  type Seniority,
  type StageStatuses,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import type { ExportColumn } from "./export-file";

const column = <Row>(
  es: string,
  en: string,
  cell: (row: Row, locale: Locale) => string | null,
): ExportColumn<Row> => ({ header: { es, en }, cell });

/** The field as it is (ids, names, free text, ISO timestamps). */
const field = <K extends string>(key: K, es: string, en: string) =>
  column<{ [P in K]: string | null }>(es, en, (row) => row[key]);

const word = (labels: Readonly<Record<string, Label>>, value: string | null, locale: Locale) =>
  value === null ? null : (labels[value]?.[locale] ?? value);

const score = column<{ matchScore: number | null }>("Coincidencia (%)", "Match (%)", (row) =>
  row.matchScore === null ? null : String(Math.round(row.matchScore)),
);

const stageResult = (stage: InterviewStage) =>
  column<{ interviewStages: StageStatuses }>(
    interviewStageLabels[stage].es,
    interviewStageLabels[stage].en,
    (row, locale) => interviewStageStatusLabels[row.interviewStages[stage]][locale],
  );

const decisionColumns: ExportColumn<{ decision: ExportedDecision | null }>[] = [
  column("Decisión de la empresa", "Company decision", (row, locale) =>
    word(decisionOutcomeLabels, row.decision?.outcome ?? null, locale),
  ),
  column("Motivo", "Reason", (row) => row.decision?.reasonLabel ?? null),
  column("Comentarios", "Feedback", (row) => row.decision?.feedback ?? null),
  column("Decisión registrada por", "Decided by", (row) => row.decision?.decidedBy ?? null),
  column("Fecha de decisión", "Decided at", (row) => row.decision?.decidedAt ?? null),
];

/** "Technical interview: Approved (2026-03-02); …" */
const interviewsText = (interviews: readonly ExportedInterview[], locale: Locale) =>
  interviews
    .map((i) => {
      const result = i.result ? interviewResultLabels[i.result][locale] : "—";
      return `${interviewStageLabels[i.type][locale]}: ${result} (${i.date.slice(0, 10)})`;
    })
    .join("; ");

const offerAndCandidate = [
  field("offerId", "ID de oferta", "Offer ID"),
  field("offerTitle", "Oferta", "Offer"),
  field("candidateId", "ID de candidatura", "Candidate ID"),
];

const stage = field("stageLabel", "Etapa", "Stage");
const stageResults = (["soft", "hard", "english"] as const).map(stageResult);
const lastChange = field("lastChangeAt", "Último cambio", "Last change");

/** The company's CSV: what it sees of each presented candidate. */
export const candidateColumns: readonly ExportColumn<CandidateExportRow>[] = [
  ...offerAndCandidate,
  field("profileId", "ID de perfil", "Profile ID"),
  field("name", "Nombre", "Name"),
  field("email", "Correo electrónico", "Email"),
  field("phone", "Teléfono", "Phone"),
  field("linkedinUrl", "LinkedIn", "LinkedIn"),
  field("headline", "Titular del perfil", "Headline"),
  column("Rol", "Role", (row, locale) => techRoleLabel(row.techRole, locale)),
  column("Nivel de experiencia", "Seniority", (row, locale) =>
    word(seniorityLabels, row.seniority as Seniority, locale),
  ),
  column("Nivel de inglés", "English level", (row, locale) =>
    word(englishLevelLabels, row.englishLevel as EnglishLevel | null, locale),
  ),
  column("País", "Country", (row, locale) =>
    row.country === null ? null : countryName(row.country, locale),
  ),
  stage,
  score,
  field("presentedAt", "Fecha de presentación", "Presented at"),
  ...stageResults,
  column("Resultados de entrevistas", "Interview results", (row, locale) =>
    interviewsText(row.interviews, locale),
  ),
  ...decisionColumns,
  column("Presupuesto", "Budget", (row, locale) =>
    word(budgetStatusLabels, row.budgetStatus, locale),
  ),
  lastChange,
];

/** The matchers' CSV: every candidate of the offer, internal fields included. */
export const pipelineColumns: readonly ExportColumn<PipelineExportRow>[] = [
  ...offerAndCandidate,
  field("developerId", "ID profesional", "Professional ID"),
  field("profileId", "ID de perfil", "Profile ID"),
  field("name", "Nombre", "Name"),
  field("statusLabel", "Estado", "Status"),
  stage,
  column("Origen", "Origin", (row, locale) => word(candidateOriginLabels, row.origin, locale)),
  score,
  ...stageResults,
  field("statusReason", "Motivo del estado", "Status reason"),
  field("note", "Nota", "Note"),
  column("Excepción aplicada", "Override reason", (row, locale) =>
    word(overrideReasonLabels, row.overrideReason, locale),
  ),
  field("addedAt", "Fecha de alta", "Added at"),
  field("addedBy", "Alta registrada por", "Added by"),
  field("invitedAt", "Fecha de invitación", "Invited at"),
  field("presentedAt", "Fecha de presentación", "Presented at"),
  ...decisionColumns,
  field("responsibleMatcher", "Matcher responsable", "Responsible matcher"),
  lastChange,
];
