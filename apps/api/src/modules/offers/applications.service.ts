import {
  type Application,
  type ApplicationListQuery,
  applicationStatusOf,
  type CandidateStatus,
  type OfferInvitation,
  type OfferStatus,
} from "@encaja/contracts";
import {
  type CandidateRow,
  changeCandidateStatus,
  findCandidate,
  findOffer,
  listDeveloperApplications,
  offerRelations,
} from "@encaja/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { appError, notFound } from "../../errors/app-error";
import { currentDeveloper } from "../developers/context";
import { decodeCursor, page } from "./cursor";
import { offerNotOpen } from "./invitations.service";
import { toJobDetail } from "./mappers";

interface OfferSummary {
  id: string;
  slug: string;
  title: string;
  status: string;
  confidential: boolean;
}

/** A candidacy in the developer's words (never the internal status or its reason). */
export function toApplication(
  row: CandidateRow,
  offer: OfferSummary,
  customerName: string,
): Application {
  return {
    id: row.id,
    status: applicationStatusOf[row.status as CandidateStatus] ?? "in_review",
    offerStatus: offer.status as OfferStatus,
    job: {
      id: offer.id,
      slug: offer.slug,
      title: offer.title,
      company: offer.confidential ? null : { name: customerName },
    },
    invited: row.invitedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMyApplications(
  app: FastifyInstance,
  request: FastifyRequest,
  query: z.infer<typeof ApplicationListQuery>,
) {
  const { developer } = await currentDeveloper(app, request);
  const rows = await listDeveloperApplications(app.db, {
    developerId: developer.id,
    after: decodeCursor(query.cursor),
    limit: query.limit,
    offerId: query.offerId,
  });
  return page(
    rows,
    query.limit,
    (r) => r.candidate.id,
    (r) => toApplication(r.candidate, r.offer, r.customerName),
  );
}

/** The signed-in developer's own invitation; anyone else's (or a non-invitation) is 404. */
async function ownInvitation(app: FastifyInstance, request: FastifyRequest, id: string) {
  const { developer, userId } = await currentDeveloper(app, request);
  const candidate = await findCandidate(app.db, id);
  if (!candidate || candidate.developerId !== developer.id || !candidate.invitedAt) {
    throw notFound("Invitation");
  }
  const offer = await findOffer(app.db, candidate.offerId);
  if (!offer) throw notFound("Invitation");
  return { candidate, offer, userId };
}

export async function getInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<OfferInvitation> {
  const { candidate, offer } = await ownInvitation(app, request, id);
  const { skills } = await offerRelations(app.db, [offer.offer.id]);
  return {
    id: candidate.id,
    status: applicationStatusOf[candidate.status as CandidateStatus] ?? "in_review",
    pending: candidate.status === "invitation_to_offer",
    invitedAt: candidate.invitedAt!.toISOString(),
    offerStatus: offer.offer.status as OfferStatus,
    job: toJobDetail(offer, skills),
  };
}

/** Accept → `dev_interested`; decline → `dev_not_interested`. Only while pending. */
export async function answerInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  answer: "accept" | "decline",
): Promise<OfferInvitation> {
  const { candidate, offer, userId } = await ownInvitation(app, request, id);
  if (candidate.status !== "invitation_to_offer") {
    throw appError("INVITATION_ANSWERED", "This invitation was already answered");
  }
  if (answer === "accept" && offer.offer.status !== "open") throw offerNotOpen(offer.offer.status);
  const moved = await app.db.transaction((tx) =>
    changeCandidateStatus(tx, {
      id,
      from: "invitation_to_offer",
      to: answer === "accept" ? "dev_interested" : "dev_not_interested",
      actorUserId: userId,
      note: answer === "accept" ? "Invitation accepted" : "Invitation declined",
    }),
  );
  if (!moved) throw appError("INVITATION_ANSWERED", "This invitation was already answered");
  return getInvitation(app, request, id);
}
