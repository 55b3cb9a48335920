import type { InterviewSummary } from "@encaja/contracts";
import { dateKeyIn } from "./zonedTime";

/** The workspace's GET /interviews query: the interviewer's scheduled interviews, soonest first. */
export const workspaceListQuery = (userId: string) =>
  new URLSearchParams({
    status: "scheduled",
    interviewerUserId: userId,
    sort: "scheduledAt",
    direction: "ASC",
    limit: "100",
  }).toString();

export type WorkspaceGroups = {
  /** Scheduled, started earlier today or before: the scorecard is still to be completed. */
  waiting: InterviewSummary[];
  /** Scheduled later today (in the viewer's zone). */
  today: InterviewSummary[];
  /** Scheduled after today. */
  upcoming: InterviewSummary[];
};

/**
 * The workspace's three lists out of scheduled interviews (soonest first). An interview whose
 * start has passed waits for its scorecard, even when it was today.
 */
export function groupWorkspace(
  interviews: readonly InterviewSummary[],
  now: Date,
  timeZone: string,
): WorkspaceGroups {
  const today = dateKeyIn(now, timeZone);
  const groups: WorkspaceGroups = { waiting: [], today: [], upcoming: [] };
  const scheduled = interviews
    .filter((i) => i.status === "scheduled")
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  for (const interview of scheduled) {
    const start = new Date(interview.scheduledAt);
    if (start.getTime() <= now.getTime()) groups.waiting.push(interview);
    else if (dateKeyIn(start, timeZone) === today) groups.today.push(interview);
    else groups.upcoming.push(interview);
  }
  return groups;
}
