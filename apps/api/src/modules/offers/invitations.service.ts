import {
  type CandidateBoard,
  type CandidateBoardQuery,
  type CandidateStatus,
  candidateStatusOrder,
  type InviteDevelopersResult,
  type Locale,
  type OfferStatus,
  pipelineStageOf,
} from "@encaja/contracts";
import {
  candidateStatusCounts,
  candidatesOfOffer,
  changeCandidateStatus,
  developerEmailUnverified,
  developerOfCandidate,
  findOffer,
  findUserName,
  insertCandidate,
  listOfferCandidates,
} from "@encaja/db";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { webLink } from "../auth/links";
import { invalidField } from "../developers/profile.service";
import { toCandidate } from "./candidates.mapper";
import { decodeCursor, page } from "./cursor";

export const offerNotOpen = (status: string) =>
  appError("OFFER_NOT_OPEN", "The offer is not open", {
    details: { status: status as OfferStatus },
  });

/** Candidates a matcher added but never contacted can be turned into invitations. */
const INVITABLE_FROM = new Set(["suggested_dev"]);

/**
 * Invites developers to an open offer: each becomes (or, from `suggested_dev`, moves to) a
 * candidate in `invitation_to_offer`, and gets an email in its language. Developers already
 * further in the pipeline, or without an account, are reported as skipped.
 */
export async function inviteDevelopers(
  app: FastifyInstance,
  auth: AuthContext,
  offerId: string,
  developerIds: string[],
): Promise<InviteDevelopersResult> {
  return app.db.transaction(async (tx) => {
    const offer = await findOffer(tx, offerId);
    if (!offer) throw notFound("Offer");
    if (offer.offer.status !== "open") throw offerNotOpen(offer.offer.status);
    const developers = await Promise.all(developerIds.map((id) => developerOfCandidate(tx, id)));
    const unknown = developers.findIndex((d) => !d);
    if (unknown >= 0) throw invalidField(`body.developerIds.${unknown}`, "Unknown developer");
    const existing = new Map(
      (await candidatesOfOffer(tx, offerId, developerIds)).map((c) => [c.developerId, c]),
    );
    const inviter = (await findUserName(tx, auth.userId))?.fullName ?? undefined;
    const result: InviteDevelopersResult = { items: [], skipped: [] };
    for (const [i, developerId] of developerIds.entries()) {
      const dev = developers[i]!;
      if (!dev.email || !dev.userId) {
        result.skipped.push({ developerId, reason: "no_account" });
        continue;
      }
      if (await developerEmailUnverified(tx, developerId)) {
        result.skipped.push({ developerId, reason: "email_unverified" });
        continue;
      }
      const current = existing.get(developerId);
      if (current && !INVITABLE_FROM.has(current.status)) {
        result.skipped.push({ developerId, reason: "already_candidate" });
        continue;
      }
      const row = current
        ? await changeCandidateStatus(tx, {
            id: current.id,
            from: current.status,
            to: "invitation_to_offer",
            actorUserId: auth.userId,
            invited: true,
          })
        : await insertCandidate(tx, {
            offerId,
            developerId,
            status: "invitation_to_offer",
            origin: "talent_pool_search",
            createdBy: auth.userId,
            invited: true,
          });
      if (!row) {
        result.skipped.push({ developerId, reason: "already_candidate" });
        continue;
      }
      const locale = (dev.locale ?? "es") as Locale;
      await app.sendEmail(tx, {
        to: dev.email,
        template: "offer-invitation",
        locale,
        data: {
          name: dev.firstName,
          offerTitle: offer.offer.title,
          ...(offer.offer.confidential ? {} : { companyName: offer.customerName }),
          ...(inviter ? { inviterName: inviter } : {}),
          link: webLink(app.config.WEB_URL, locale, `/settings/offers/invitations/${row.id}`),
        },
      });
      result.items.push(toCandidate(row, dev));
    }
    return result;
  });
}

/** The pipeline board: a page of candidates (oldest first) and every status with its count. */
export async function listCandidates(
  app: FastifyInstance,
  offerId: string,
  query: z.infer<typeof CandidateBoardQuery>,
): Promise<CandidateBoard> {
  if (!(await findOffer(app.db, offerId))) throw notFound("Offer");
  const [rows, counts] = await Promise.all([
    listOfferCandidates(app.db, {
      offerId,
      statuses: query.status,
      after: decodeCursor(query.cursor),
      limit: query.limit,
    }),
    candidateStatusCounts(app.db, offerId),
  ]);
  const order = (s: string) => candidateStatusOrder.indexOf(s as CandidateStatus);
  return {
    ...page(
      rows,
      query.limit,
      (r) => r.candidate.id,
      (r) => toCandidate(r.candidate, r.developer),
    ),
    groups: counts
      .sort((a, b) => order(a.status) - order(b.status))
      .map((c) => ({
        status: c.status as CandidateStatus,
        stage: pipelineStageOf(c.status as CandidateStatus),
        count: c.count,
      })),
  };
}
