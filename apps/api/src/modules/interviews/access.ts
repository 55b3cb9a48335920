import type { InterviewStatus, Role } from "@encaja/contracts";
import { type Executor, findInterview, type InterviewWithRelations } from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";

/** Roles that may be an interview's interviewer. */
export const interviewerRoles: readonly Role[] = ["hardInterviewer", "matchers", "superAdmin"];

/** Who may run a matching interview (GET /interviewers offers these to staff). */
export const matchingInterviewerRoles: readonly Role[] = ["matchers", "superAdmin"];

/** A hardInterviewer sees only interviews assigned to them; staff see every interview. */
export const seesOnlyOwn = (auth: Pick<AuthContext, "role">) => auth.role === "hardInterviewer";

/** The interview as `auth` may see it: another interviewer's interview is not found. */
export async function visibleInterview(
  db: Executor,
  auth: AuthContext,
  id: string,
): Promise<InterviewWithRelations> {
  const row = await findInterview(db, id);
  if (!row || (seesOnlyOwn(auth) && row.interview.interviewerUserId !== auth.userId)) {
    throw notFound("Interview");
  }
  return row;
}

/** Only the assigned interviewer edits the scorecard or completes the interview. */
export function assertAssigned(auth: AuthContext, row: InterviewWithRelations) {
  if (row.interview.interviewerUserId !== auth.userId) {
    throw appError(
      "INTERVIEW_NOT_ASSIGNED",
      "Only the interviewer assigned to this interview can edit its scorecard",
    );
  }
}

export const interviewClosed = (status: string) =>
  appError("INTERVIEW_CLOSED", `The interview is ${status}`, {
    details: { status: status as InterviewStatus },
  });

export function assertScheduled(row: InterviewWithRelations) {
  if (row.interview.status !== "scheduled") throw interviewClosed(row.interview.status);
}
