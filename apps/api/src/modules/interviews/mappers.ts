import {
  DEVELOPER_CHANGE_DEADLINE_HOURS,
  type DeveloperInterview,
  type Interview,
  type InterviewSummary,
  type ScorecardRow,
} from "@encaja/contracts";
import type { InterviewScoreRow, InterviewWithRelations } from "@encaja/db/queries";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Until when a developer may cancel or reschedule an interview. */
export const changeableUntil = (scheduledAt: Date) =>
  new Date(scheduledAt.getTime() - DEVELOPER_CHANGE_DEADLINE_HOURS * 3_600_000);

/** The fields every audience sees, staff and the developer alike. */
function sharedFields(i: InterviewWithRelations["interview"]) {
  return {
    id: i.id,
    type: i.type,
    status: i.status,
    scheduledAt: i.scheduledAt.toISOString(),
    durationMinutes: i.durationMinutes,
    meetingUrl: i.meetingUrl,
    result: i.result ?? null,
    englishLevel: i.englishLevel ?? null,
  };
}

export function toInterviewSummary(row: InterviewWithRelations): InterviewSummary {
  const i = row.interview;
  return {
    ...sharedFields(i),
    developer: {
      id: row.developer.id,
      hashedId: row.developer.hashedId,
      firstName: row.developer.firstName,
      lastName: row.developer.lastName,
    },
    candidateId: i.candidateId,
    offer: row.offer?.id ? { id: row.offer.id, title: row.offer.title } : null,
    interviewer: i.interviewerUserId
      ? { userId: i.interviewerUserId, name: row.interviewerName ?? "" }
      : null,
    sequence: i.sequence,
    supersedesId: i.supersedesId,
    completedAt: iso(i.completedAt),
    cancelledAt: iso(i.cancelledAt),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export function toInterview(row: InterviewWithRelations, scores: InterviewScoreRow[]): Interview {
  return {
    ...toInterviewSummary(row),
    scorecard: {
      rows: scores.map(
        (s): ScorecardRow => ({
          kind: s.kind,
          key: s.key,
          score: s.score,
          note: s.note,
        }),
      ),
      summary: row.interview.summary,
      recommendation: row.interview.recommendation,
    },
  };
}

/** What the developer sees: never the scorecard, summary or recommendation. */
export function toDeveloperInterview(row: InterviewWithRelations): DeveloperInterview {
  const i = row.interview;
  return {
    ...sharedFields(i),
    interviewerName: row.interviewerName ?? null,
    offerTitle: row.offer?.title ?? null,
    changeableUntil: changeableUntil(i.scheduledAt).toISOString(),
  };
}
