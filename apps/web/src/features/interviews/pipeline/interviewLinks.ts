import type { Candidate, InterviewSummary, InterviewType } from "@encaja/contracts";

/** The interview kit: hard interviews have their own list; soft and English share one. */
export const interviewKitPath = (interview: Pick<InterviewSummary, "id" | "type">) =>
  `/interviewers/${interview.type === "hard" ? "hard" : "soft"}-interviews/${interview.id}`;

/** The interview a candidate needs next: technical once soft is approved or under way. */
export function nextInterviewType(candidate: Pick<Candidate, "status" | "stages">): InterviewType {
  return candidate.status === "hard_interview" || candidate.stages.soft === "approved"
    ? "hard"
    : "soft";
}

/** The scheduling form, with the offer and the candidate chosen (so it can name them). */
export const newInterviewPath = (
  candidate: Pick<Candidate, "id" | "offerId" | "status" | "stages">,
) =>
  `/interviewers/${nextInterviewType(candidate)}-interviews/new-interview?offerId=${candidate.offerId}&candidateId=${candidate.id}`;
