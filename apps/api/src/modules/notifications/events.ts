import { applicationProgress, applicationStatusOf, type CandidateStatus } from "@encaja/contracts";
import { candidateAudience, type Executor, statusesLeft } from "@encaja/db/queries";
import { entersPresentation } from "../deep-profiles/freeze";
import { type NotifyDeps, notifyUsers } from "./notify";

function moveAudiences(from: CandidateStatus, to: CandidateStatus) {
  if (from === to) return { tellsDeveloper: false, presented: false };
  const after = applicationStatusOf[to];
  return {
    tellsDeveloper: applicationStatusOf[from] !== after && after !== "invited",
    presented: entersPresentation(from, to),
  };
}

/** Whether `notifyCandidateMove` tells anyone of this move (else it reads and writes nothing). */
export function candidateMoveNotifies(from: CandidateStatus, to: CandidateStatus): boolean {
  const { tellsDeveloper, presented } = moveAudiences(from, to);
  return tellsDeveloper || presented;
}

type CandidateMoveEvent = { candidateId: string; from: CandidateStatus; to: CandidateStatus };

/**
 * Whether a move is news to the developer: progress beyond every status the candidate held
 * before (the pipeline goes back and forth: presenting a candidate after its interviews is
 * "in review" again internally, which the developer already heard of), a closing, or a
 * closed application open again.
 */
async function isDeveloperNews(tx: Executor, move: CandidateMoveEvent): Promise<boolean> {
  const after = applicationStatusOf[move.to];
  if (after === "closed" || applicationStatusOf[move.from] === "closed") return true;
  const held = [move.from, ...(await statusesLeft(tx, move.candidateId))];
  const furthest = Math.max(...held.map((s) => applicationProgress(applicationStatusOf[s])));
  return applicationProgress(after) > furthest;
}

/**
 * A candidate moved: its developer hears of progress of their application (in the developer's
 * words: `received`, `interviewing`… never the internal reason; forward only; invitations have
 * their own kind), and the company's people hear of a newly presented candidate.
 */
export async function notifyCandidateMove(
  deps: NotifyDeps,
  tx: Executor,
  move: CandidateMoveEvent,
): Promise<void> {
  const { tellsDeveloper, presented } = moveAudiences(move.from, move.to);
  if (!tellsDeveloper && !presented) return;
  const after = applicationStatusOf[move.to];
  const audience = await candidateAudience(tx, move.candidateId);
  if (!audience) return;
  if (tellsDeveloper && audience.developerUserId && (await isDeveloperNews(tx, move))) {
    await notifyUsers(deps, tx, {
      userIds: [audience.developerUserId],
      kind: "candidate.status",
      params: { offerTitle: audience.offerTitle, status: after },
      link: "/dashboard/applications",
    });
  }
  if (presented) {
    await notifyUsers(deps, tx, {
      userIds: audience.companyUserIds,
      kind: "candidate.presented",
      params: { offerTitle: audience.offerTitle },
      link: `/customers/dashboard/offers/${audience.offerId}`,
    });
  }
}
