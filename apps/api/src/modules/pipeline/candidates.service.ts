import {
  type AddCandidateRequest,
  type BulkStatusRequest,
  type BulkStatusResult,
  type Candidate,
  type CandidateEventKind,
  type CandidateHistory,
  type CandidateStageChange,
  type CandidateStatus,
  canTransitionCandidate,
  errorMessages,
  initialCandidateStatus,
  isErrorCode,
  type Locale,
  type OfferStatus,
  requiresApprovedStages,
  requiresNote,
  type UpdateCandidateRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  candidateEventsWithActors,
  candidatesOfOffer,
  developerEmailUnverified,
  developerOfCandidate,
  type Executor,
  findCandidateWithOffer,
  findOffer,
  insertCandidate,
} from "@encaja/db/queries";
import { AppError, appError, invalidField, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import type { ServiceDeps } from "../deps";
import { FINISHED_OFFER_STATUSES, offerClosed, scoreOne } from "../matching/matching.service";
import type { NotifyDeps } from "../notifications/notify";
import { toCandidate } from "./mappers";
import { invalidCandidateTransition, moveCandidate } from "./move-candidate";

const noteRequired = (status: CandidateStatus) =>
  appError("NOTE_REQUIRED", `Moving a candidate to ${status} needs a note`, {
    errors: [{ path: "body.note", message: "A note explaining the reason is required" }],
  });

function assertOfferActive(status: string) {
  if (FINISHED_OFFER_STATUSES.includes(status as OfferStatus)) throw offerClosed(status);
}

/** POST /offers/{id}/candidates: adds a developer to the pipeline (hard filters need an override). */
export async function addCandidate(
  db: Db,
  auth: AuthContext,
  offerId: string,
  input: AddCandidateRequest,
): Promise<Candidate> {
  return db.transaction(async (tx) => {
    const offer = await findOffer(tx, offerId);
    if (!offer) throw notFound("Offer");
    assertOfferActive(offer.offer.status);
    const developer = await developerOfCandidate(tx, input.developerId);
    if (!developer) throw invalidField("body.developerId", "Unknown developer");
    if (await developerEmailUnverified(tx, input.developerId)) throw candidateEmailNotVerified();
    const [existing] = await candidatesOfOffer(tx, offerId, [input.developerId]);
    if (existing) throw candidateExists(toCandidate(existing, developer));
    const scored = await scoreOne(tx, offerId, input.developerId);
    const exclusions = scored?.exclusions ?? [];
    if (exclusions.length > 0 && !input.overrideReason) {
      throw appError(
        "OVERRIDE_REQUIRED",
        `Hard filters exclude this developer: ${exclusions.join(", ")}`,
        {
          errors: [{ path: "body.overrideReason", message: "An override reason is required" }],
          details: { exclusions },
        },
      );
    }
    const row = await insertCandidate(tx, {
      offerId,
      developerId: input.developerId,
      status: initialCandidateStatus,
      origin: input.origin,
      createdBy: auth.userId,
      note: input.note ?? null,
      matchScore: scored ? Math.round(scored.score * 10) / 10 : null,
      overrideReason: exclusions.length > 0 ? input.overrideReason : null,
    });
    // The unique (offer, developer) key lost a race: answer like the check above.
    if (!row) {
      const [raced] = await candidatesOfOffer(tx, offerId, [input.developerId]);
      throw candidateExists(toCandidate(raced!, developer));
    }
    return toCandidate(row, developer);
  });
}

/** ADR 0016: a developer whose account email is unproven is not put in front of a company. */
const candidateEmailNotVerified = () =>
  appError(
    "CANDIDATE_EMAIL_NOT_VERIFIED",
    "The developer has not confirmed their email address yet",
  );

const candidateExists = (candidate: Candidate) =>
  appError("CANDIDATE_EXISTS", "The developer is already in this offer's pipeline", {
    details: { candidate },
  });

/**
 * PATCH /candidates/{id}: one move of the transition table and/or stage results. Rules:
 * rejecting statuses need a note; presenting needs approved soft and hard stages or an
 * override reason. `offerId`, when given, must be the candidate's offer (bulk changes).
 */
export async function updateCandidate(
  notify: NotifyDeps,
  db: Executor,
  auth: AuthContext,
  id: string,
  input: UpdateCandidateRequest,
  offerId?: string,
): Promise<Candidate> {
  const found = await findCandidateWithOffer(db, id);
  if (!found || (offerId && found.candidate.offerId !== offerId)) throw notFound("Candidate");
  assertOfferActive(found.offerStatus);
  const from = found.candidate.status;
  const to = input.status ?? from;
  if (to !== from) {
    if (!canTransitionCandidate(from, to)) throw invalidCandidateTransition(from, to);
    if (requiresNote(to) && !input.note) throw noteRequired(to);
    if (requiresApprovedStages(to)) {
      if (await developerEmailUnverified(db, found.candidate.developerId)) {
        throw candidateEmailNotVerified();
      }
      const soft = input.stageStatuses?.soft ?? found.candidate.softStatus;
      const hard = input.stageStatuses?.hard ?? found.candidate.hardStatus;
      if ((soft !== "approved" || hard !== "approved") && !input.overrideReason) {
        throw appError(
          "STAGES_NOT_APPROVED",
          "Soft and hard stages must be approved, or an override reason given",
          {
            details: {
              stages: { soft: soft, hard: hard },
            },
          },
        );
      }
    }
  }
  const row = await moveCandidate(notify, db, auth, {
    candidate: found.candidate,
    to,
    note: input.note,
    overrideReason: input.overrideReason,
    stages: input.stageStatuses,
  });
  if (!row) {
    // Someone moved it meanwhile: answer with what is allowed from where it is now.
    const now = await findCandidateWithOffer(db, id);
    throw invalidCandidateTransition(now?.candidate.status ?? from, to);
  }
  return toCandidate(row, found.developer);
}

/** POST /offers/{id}/candidates/bulk-status: each id moves on its own (per-id results). */
export async function bulkChangeStatus(
  deps: ServiceDeps,
  auth: AuthContext,
  offerId: string,
  input: BulkStatusRequest,
  locale: Locale,
): Promise<BulkStatusResult> {
  const db: Db = deps.db;
  const offer = await findOffer(db, offerId);
  if (!offer) throw notFound("Offer");
  assertOfferActive(offer.offer.status);
  const items: BulkStatusResult["items"] = [];
  for (const candidateId of input.candidateIds) {
    try {
      const candidate = await db.transaction((tx) =>
        updateCandidate(
          deps,
          tx,
          auth,
          candidateId,
          { status: input.status, note: input.note, overrideReason: input.overrideReason },
          offerId,
        ),
      );
      items.push({ candidateId, ok: true, candidate });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const allowed = error.details?.allowed as CandidateStatus[] | undefined;
      items.push({
        candidateId,
        ok: false,
        error: {
          code: error.code,
          message: isErrorCode(error.code) ? errorMessages[error.code][locale] : error.message,
          ...(allowed ? { allowed } : {}),
        },
      });
    }
  }
  const moved = items.filter((i) => i.ok).length;
  return { items, moved, failed: items.length - moved };
}

/** What an event recorded: the candidate added, a status move, or only stage results. */
function eventKind(from: string | null, to: string): CandidateEventKind {
  if (from === null) return "added";
  return from === to ? "stages" : "status";
}

/** GET /candidates/{id}/history: every status move and stage result change, oldest first. */
export async function candidateHistory(db: Db, id: string): Promise<CandidateHistory> {
  if (!(await findCandidateWithOffer(db, id))) throw notFound("Candidate");
  const rows = await candidateEventsWithActors(db, id);
  return {
    items: rows.map(({ event, actorName }) => ({
      id: event.id,
      kind: eventKind(event.fromStatus, event.toStatus),
      actor: event.actorUserId ? { userId: event.actorUserId, name: actorName ?? "" } : null,
      from: event.fromStatus ?? null,
      to: event.toStatus,
      stageChanges: (event.stageChanges ?? []) as CandidateStageChange[],
      note: event.note,
      overrideReason: event.overrideReason ?? null,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
