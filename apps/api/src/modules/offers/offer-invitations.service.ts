import {
  applicationStatusOf,
  type InviteDevelopersResult,
  type OfferInvitation,
  type OfferStatus,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  candidatesOfOffer,
  developerEmailUnverified,
  developerOfCandidate,
  findCandidate,
  findOffer,
  findUserName,
  insertCandidate,
  offerRelations,
} from "@encaja/db/queries";
import { appError, invalidField, notFound } from "../../errors/app-error";
import { webLink } from "../../lib/links";
import type { AuthContext } from "../../plugins/authorization";
import type { ServiceDeps } from "../deps";
import { signedInDeveloper } from "../developers/context";
import { notifyUsers } from "../notifications/notify";
import { toCandidate } from "../pipeline/mappers";
import { moveCandidate } from "../pipeline/move-candidate";
import { toJobDetail } from "./mappers";

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
  deps: ServiceDeps,
  auth: AuthContext,
  offerId: string,
  developerIds: string[],
): Promise<InviteDevelopersResult> {
  return deps.db.transaction(async (tx) => {
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
        ? await moveCandidate(deps, tx, auth, {
            candidate: current,
            to: "invitation_to_offer",
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
      const locale = dev.locale ?? "es";
      await deps.sendEmail(tx, {
        to: dev.email,
        template: "offer-invitation",
        locale,
        data: {
          name: dev.firstName,
          offerTitle: offer.offer.title,
          ...(offer.offer.confidential ? {} : { companyName: offer.customerName }),
          ...(inviter ? { inviterName: inviter } : {}),
          link: webLink(deps.config.WEB_URL, locale, `/settings/offers/invitations/${row.id}`),
        },
      });
      await notifyUsers(deps, tx, {
        userIds: [dev.userId],
        kind: "offer.invitation",
        params: {
          offerTitle: offer.offer.title,
          companyName: offer.offer.confidential ? null : offer.customerName,
        },
        link: `/settings/offers/invitations/${row.id}`,
        email: "existing",
      });
      result.items.push(toCandidate(row, dev));
    }
    return result;
  });
}

/** The signed-in developer's own invitation; anyone else's (or a non-invitation) is 404. */
async function ownInvitation(db: Db, auth: AuthContext, id: string) {
  const { developer } = await signedInDeveloper(db, auth);
  const candidate = await findCandidate(db, id);
  if (!candidate || candidate.developerId !== developer.id || !candidate.invitedAt) {
    throw notFound("Invitation");
  }
  const offer = await findOffer(db, candidate.offerId);
  if (!offer) throw notFound("Invitation");
  return { candidate, offer };
}

export async function getInvitation(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<OfferInvitation> {
  const { candidate, offer } = await ownInvitation(db, auth, id);
  const { skills } = await offerRelations(db, [offer.offer.id]);
  return {
    id: candidate.id,
    status: applicationStatusOf[candidate.status] ?? "in_review",
    pending: candidate.status === "invitation_to_offer",
    invitedAt: candidate.invitedAt!.toISOString(),
    offerStatus: offer.offer.status,
    job: toJobDetail(offer, skills),
  };
}

/** Accept → `dev_interested`; decline → `dev_not_interested`. Only while pending. */
export async function answerInvitation(
  deps: ServiceDeps,
  auth: AuthContext,
  id: string,
  answer: "accept" | "decline",
): Promise<OfferInvitation> {
  const db: Db = deps.db;
  const { candidate, offer } = await ownInvitation(db, auth, id);
  if (candidate.status !== "invitation_to_offer") {
    throw appError("INVITATION_ANSWERED", "This invitation was already answered");
  }
  if (answer === "accept" && offer.offer.status !== "open") throw offerNotOpen(offer.offer.status);
  const moved = await db.transaction((tx) =>
    moveCandidate(deps, tx, auth, {
      candidate,
      to: answer === "accept" ? "dev_interested" : "dev_not_interested",
      note: answer === "accept" ? "Invitation accepted" : "Invitation declined",
      noteOnEventOnly: true,
    }),
  );
  if (!moved) throw appError("INVITATION_ANSWERED", "This invitation was already answered");
  return getInvitation(db, auth, id);
}
