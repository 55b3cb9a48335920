import {
  type CandidateDecision,
  type CandidateStatus,
  type DecideCandidateRequest,
  type PresentedCandidate,
  type PresentedCandidateList,
  rejectionReasonLabels,
  type ShareDecisionRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  awaitingDecisionStatuses,
  candidateCompany,
  decisionDeciderName,
  findOffer,
  insertCandidateDecision,
  lockCandidate,
  offerStaffAudience,
  presentationOfCandidate,
  presentationsOfOffer,
  shareCandidateDecision,
  type Tx,
} from "@encaja/db/queries";
import type { z } from "zod";
import { appError, notFound } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import { webLink } from "../../lib/links";
import type { AuthContext } from "../../plugins/authorization";
import { emailEach, type ServiceDeps } from "../deps";
import { refitCompanyWeights } from "../matching/learning";
import { notifyUsers } from "../notifications/notify";
import { moveCandidate } from "../pipeline/move-candidate";
import { recordCandidateDecided } from "../webhooks/events/candidate-events";
import { toCandidateDecision, toPresentedCandidate } from "./presented";

type Decision = z.output<typeof DecideCandidateRequest>;

const notPresented = () =>
  appError("CANDIDATE_NOT_PRESENTED", "The candidate is not waiting for the company's decision");
const alreadyDecided = () =>
  appError("CANDIDATE_ALREADY_DECIDED", "The company already decided on this presentation");

/** The candidates presented to the caller's company for one of its offers (another's: 404). */
export async function listPresentedCandidates(
  db: Db,
  auth: AuthContext,
  offerId: string,
  now: Date,
): Promise<PresentedCandidateList> {
  const customerId = await ownCustomerId(db, auth);
  const offer = await findOffer(db, offerId);
  if (!offer || offer.offer.customerId !== customerId) throw notFound("Offer");
  const rows = await presentationsOfOffer(db, offerId);
  return { items: rows.map((row) => toPresentedCandidate(row, now)) };
}

/** The history note of a decision, in English like the pipeline's other notes. */
function decisionNote(decision: Decision) {
  const what =
    decision.decision === "approved" ? "approved" : rejectionReasonLabels[decision.reason].en;
  return `Customer decision: ${what}${decision.feedback ? ` — ${decision.feedback}` : ""}`;
}

async function tellOfferStaff(
  deps: ServiceDeps,
  tx: Tx,
  auth: AuthContext,
  candidateId: string,
  decision: Decision,
) {
  const presentation = await presentationOfCandidate(tx, candidateId);
  const offer = presentation ? await findOffer(tx, presentation.snapshot.offerId) : undefined;
  if (!presentation || !offer) return;
  const deciderName = (await decisionDeciderName(tx, auth.userId)) ?? offer.customerName;
  const dev = presentation.developer;
  const staff = await offerStaffAudience(tx, offer.offer.id);
  await emailEach(deps, tx, staff, "candidate-decided", (locale) => ({
    offerTitle: offer.offer.title,
    companyName: offer.customerName,
    deciderName,
    candidateName: `${dev.firstName} ${dev.lastName}`.trim(),
    decision: decision.decision,
    ...(decision.decision === "not_approved"
      ? { reasonLabel: rejectionReasonLabels[decision.reason][locale] }
      : {}),
    feedback: decision.feedback,
    link: webLink(deps.config.WEB_URL, locale, `/matchers/offer/${offer.offer.id}`),
  }));
  await notifyUsers(deps, tx, {
    userIds: staff.map((person) => person.userId),
    kind: "candidate.decided",
    params: {
      offerTitle: offer.offer.title,
      companyName: offer.customerName,
      candidateName: `${dev.firstName} ${dev.lastName}`.trim(),
      decision: decision.decision,
    },
    link: `/matchers/offer/${offer.offer.id}`,
    email: "existing",
  });
}

/**
 * The company approves or rejects a presented candidate: the decision row and the pipeline move
 * (through moveCandidate, the one writer) in one transaction, then the offer's staff and the
 * company's webhooks hear of it.
 */
export async function decideCandidate(
  deps: ServiceDeps,
  auth: AuthContext,
  candidateId: string,
  decision: Decision,
  now: Date,
): Promise<PresentedCandidate> {
  const customerId = await ownCustomerId(deps.db, auth);
  const company = await candidateCompany(deps.db, candidateId);
  if (!company || company.customerId !== customerId) throw notFound("Candidate");
  await deps.db.transaction(async (tx) => {
    // A parallel re-presentation (a new snapshot) or decision waits: this one decides the latest.
    await lockCandidate(tx, candidateId);
    const current = await presentationOfCandidate(tx, candidateId);
    if (current?.decision) throw alreadyDecided();
    if (!current || !awaitingDecisionStatuses.includes(current.candidate.status)) {
      throw notPresented();
    }
    const inserted = await insertCandidateDecision(tx, {
      candidateId,
      snapshotId: current.snapshot.id,
      decision: decision.decision,
      reason: decision.decision === "not_approved" ? decision.reason : null,
      feedback: decision.feedback,
      decidedBy: auth.userId,
    });
    // Another request decided this snapshot meanwhile (the unique index answered).
    if (!inserted) throw alreadyDecided();
    const to: CandidateStatus =
      decision.decision === "approved"
        ? "presented_to_client_approved"
        : "presented_to_client_not_approved";
    const moved = await moveCandidate(deps, tx, auth, {
      candidate: current.candidate,
      to,
      note: decisionNote(decision),
      noteOnEventOnly: true,
    });
    if (!moved) throw notPresented();
    await recordCandidateDecided(tx, candidateId);
    await tellOfferStaff(deps, tx, auth, candidateId, decision);
  });
  // The company's ranking learns from the decision (ADR 0062). After the commit and never
  // failing it: housekeeping refits within the hour if this one does not land.
  await refitCompanyWeights(deps.db, customerId).catch(() => undefined);
  const updated = await presentationOfCandidate(deps.db, candidateId);
  return toPresentedCandidate(updated!, now);
}

/** Staff share (or stop sharing) words about a decision with the developer. */
export async function shareDecision(
  db: Db,
  auth: AuthContext,
  decisionId: string,
  body: z.output<typeof ShareDecisionRequest>,
): Promise<CandidateDecision> {
  const row = await shareCandidateDecision(db, decisionId, {
    developerMessage: body.developerMessage,
    sharedBy: auth.userId,
  });
  if (!row) throw notFound("Decision");
  return toCandidateDecision(row, await decisionDeciderName(db, row.decidedBy));
}
