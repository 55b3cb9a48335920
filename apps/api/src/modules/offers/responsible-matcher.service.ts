import type { OfferStaffList } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  activeOfferStaff,
  type Executor,
  findOffer,
  isActiveOfferStaff,
  recordAudit,
  setResponsibleMatcher,
  staffNames,
} from "@encaja/db/queries";
import { invalidField, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";

/** The responsible matcher's choices: every active matcher and superAdmin. */
export async function listOfferStaff(db: Executor): Promise<OfferStaffList> {
  const rows = await activeOfferStaff(db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      role: r.role === "superAdmin" ? "superAdmin" : "matchers",
    })),
  };
}

/** An offer's responsible matcher by name, for its detail (null while nobody answers for it). */
export async function responsibleMatcherOf(db: Executor, matcherId: string | null) {
  if (!matcherId) return null;
  const names = await staffNames(db, [matcherId]);
  return { id: matcherId, fullName: names.get(matcherId) ?? null };
}

/**
 * Staff hand an offer to another active matcher or superAdmin, in any status (a decision may
 * come on a closed offer too); audited with who had it before.
 */
export async function assignResponsibleMatcher(
  db: Db,
  auth: AuthContext,
  offerId: string,
  matcherId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const offer = await findOffer(tx, offerId);
    if (!offer) throw notFound("Offer");
    if (!(await isActiveOfferStaff(tx, matcherId))) {
      throw invalidField("body.matcherId", "Not an active matcher");
    }
    const previous = offer.offer.responsibleMatcherId;
    if (previous === matcherId) return;
    await setResponsibleMatcher(tx, offerId, matcherId);
    await recordAudit(tx, {
      action: "offer.matcher_assigned",
      actorUserId: auth.userId,
      subjectUserId: matcherId,
      target: { type: "offer", id: offerId },
      details: { offerId, matcherId, previousMatcherId: previous },
    });
  });
}
