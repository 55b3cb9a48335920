import { interviewStageLabels, type Label } from "../labels";
import type { InterviewResult, InterviewStatus, InterviewType, ScoreKind } from "./model";

type Labels<T extends string> = Record<T, Label>;
const l = (es: string, en: string): Label => ({ es, en });

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

/** What a scorecard row scores: a skill of the offer or a general criterion. */
export const scoreKindLabels: Labels<ScoreKind> = {
  skill: l("Habilidad", "Skill"),
  criterion: l("Criterio", "Criterion"),
};
