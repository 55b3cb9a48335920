import {
  allowedCandidateTransitions,
  type CandidateStatus,
  canTransitionCandidate,
  type OfferStatus,
  type OverrideReason,
  requiresNote,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findUserByEmail, insertCandidate } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import { hardFilterResults } from "../modules/matching/matching.service";
import { moveCandidate } from "../modules/pipeline/move-candidate";
import type { AuthContext } from "../plugins/authorization";
import { exits, pipelinePath } from "./offers-data";
import type { Random } from "./random";

/** Where a shortlist is added: the offer, its status and who the matcher may look at. */
export interface ShortlistTarget {
  offerId: string;
  status: OfferStatus;
  developers: ReadonlyArray<{ id: string }>;
  auth: AuthContext;
}

/**
 * A matcher's shortlist for one offer: of some developers looked at, the best the hard filters
 * let through, each moved along the pipeline; now and then one the filters exclude, kept with a
 * reason. Every move is its own statement, as the matcher's clicks are, so each history event
 * has its own time.
 */
export async function addShortlist(db: Db, rnd: Random, target: ShortlistTarget) {
  const { offerId: id, status, developers, auth } = target;
  const looked = rnd.sample(developers, 24);
  const { passing, excluded } = await screenDevelopers(db, id, looked);
  const pool = passing.slice(0, rnd.int(2, 8));
  for (const [n, dev] of pool.entries()) {
    const applied = rnd.next() < 0.4;
    const row = await insertCandidate(db, {
      offerId: id,
      developerId: dev.id,
      status: applied ? "intent_to_apply" : "suggested_dev",
      origin: applied
        ? "professional_user"
        : rnd.weighted([
            ["matching_algorithm", 60],
            ["talent_pool_search", 25],
            ["referral", 15],
          ] as const),
      createdBy: applied ? null : auth.userId, // an application's author is the developer
      matchScore: applied ? null : dev.score,
    });
    if (!row) continue;
    if (!applied && rnd.next() < 0.8) {
      await moveCandidate(null, db, auth, {
        candidate: row,
        to: "invitation_to_offer",
        invited: true,
      });
      row.status = "invitation_to_offer";
    }
    const hired = status === "filled" && n === 0;
    const steps = hired ? pipelinePath.length : rnd.int(0, 6);
    const exit = hired
      ? null
      : status === "closed"
        ? "position_closed"
        : rnd.next() < 0.35
          ? rnd.pick(exits)
          : null;
    await walkCandidate(db, rnd, row, steps, auth, exit);
  }
  // Now and then a matcher keeps a developer the hard filters exclude, saying why.
  const kept = excluded.length > 0 && rnd.next() < 0.25 ? rnd.pick(excluded) : null;
  if (kept) await addOverriddenCandidate(db, rnd, id, kept, auth.userId);
}

/** A demo note for a status that requires one (rejections), in the demo's language. */
const exitNotes: Partial<Record<CandidateStatus, string>> = {
  non_suitable_english: "El nivel de inglés en la entrevista no alcanzó el pedido.",
  non_suitable_hard: "La entrevista técnica no cubrió los mínimos del rol.",
  non_suitable_soft: "La entrevista soft mostró poca afinidad con el equipo.",
  too_expensive: "Su pretensión supera el presupuesto de la oferta.",
  presented_to_client_not_approved: "El cliente eligió perfiles con más experiencia en el dominio.",
  dev_not_interested: "Prefirió otra propuesta.",
  another_chosen_dev: "El cliente contrató a otro candidato.",
};

/**
 * Moves a candidate along the pipeline through the candidate transition table, recording every
 * step; stages are approved as the candidate passes them (presenting needs both). It may end
 * in an exit, the first of `exits` the table allows from where it stopped.
 */
async function walkCandidate(
  db: Db,
  rnd: Random,
  candidate: { id: string; status: string },
  steps: number,
  actor: Pick<AuthContext, "userId">,
  exit: CandidateStatus | null,
) {
  let from = candidate.status as CandidateStatus;
  const path: CandidateStatus[] = [...pipelinePath.slice(0, steps)];
  for (const to of path) {
    if (!canTransitionCandidate(from, to)) break;
    await moveCandidate(null, db, actor, {
      candidate: { id: candidate.id, status: from },
      to,
      ...(rnd.next() < 0.3 ? { note: "Actualizado tras la entrevista" } : {}),
      ...(from === "soft_interview" ? { stages: { soft: "approved" } } : {}),
      ...(from === "hard_interview" ? { stages: { hard: "approved", soft: "approved" } } : {}),
    });
    from = to;
  }
  if (!exit) return;
  const allowed = allowedCandidateTransitions(from);
  const chosen =
    [exit, ...exits].find((e) => allowed.includes(e)) ??
    (allowed.includes("other") ? "other" : null);
  if (!chosen) return;
  await moveCandidate(null, db, actor, {
    candidate: { id: candidate.id, status: from },
    to: chosen,
    note: requiresNote(chosen) ? (exitNotes[chosen] ?? "Cerrado por el equipo de matching.") : null,
  });
}

/** The offer's hard filters over some developers: who passes (best first), who does not. */
async function screenDevelopers(db: Db, offerId: string, developers: Array<{ id: string }>) {
  const ids = developers.map((d) => d.id);
  const results = await hardFilterResults(db, offerId, { limit: ids.length, developerIds: ids });
  const scored = results.map((r) => ({ ...r, id: r.developerId, score: roundScore(r.score) }));
  return {
    passing: scored.filter((r) => r.exclusions.length === 0),
    excluded: scored.filter((r) => r.exclusions.length > 0),
  };
}

const roundScore = (score: number) => Math.round(score * 10) / 10;

const overrideNotes: Record<Exclude<OverrideReason, "internal_override" | "other">, string> = {
  trusted_dev: "Trabajó con nosotros en otro proyecto y rindió muy bien.",
  reputation: "Referencias excelentes de dos clientes anteriores.",
  client_request: "El cliente pidió conocerlo aunque no cumple un filtro.",
};

/** A developer kept despite a hard filter: added with an override reason and a note. */
async function addOverriddenCandidate(
  db: Db,
  rnd: Random,
  offerId: string,
  dev: { id: string; score: number },
  matcherId: string,
) {
  const reason = rnd.pick(Object.keys(overrideNotes) as Array<keyof typeof overrideNotes>);
  const row = await insertCandidate(db, {
    offerId,
    developerId: dev.id,
    status: "suggested_dev",
    origin: rnd.pick(["talent_pool_search", "referral"] as const),
    createdBy: matcherId,
    matchScore: dev.score,
    overrideReason: reason,
    note: overrideNotes[reason],
  });
  if (row) await walkCandidate(db, rnd, row, rnd.int(0, 3), { userId: matcherId }, null);
}

/**
 * The demo developer has two applications, one pending invitation, and one application the
 * company closed (to an offer it falls short of), so "what kept me out" has something to say.
 */
export async function seedDemoDeveloperCandidacies(db: Db, matcherId: string) {
  const user = await findUserByEmail(db, "developer@demo.encaja.dev");
  if (!user) return;
  const [dev] = await db
    .select()
    .from(schema.developers)
    .where(eq(schema.developers.userId, user.id));
  const publicOpen = await db
    .select({ id: schema.offers.id })
    .from(schema.offers)
    .where(and(eq(schema.offers.status, "open"), eq(schema.offers.isPublic, true)))
    .orderBy(schema.offers.createdAt);
  if (!dev) return;
  // The first three open offers whose hard filters the demo developer passes, and the one
  // after them it fits least (a closed application with gaps to tell).
  const open: Array<{ id: string }> = [];
  let weakest: { id: string; score: number } | undefined;
  for (const offer of publicOpen) {
    const [result] = await hardFilterResults(db, offer.id, { limit: 1, developerIds: [dev.id] });
    if (!result || result.exclusions.length > 0) continue;
    if (open.length < 3) open.push(offer);
    else if (!weakest || result.score < weakest.score) {
      weakest = { id: offer.id, score: result.score };
    }
  }
  for (const [i, offer] of open.entries()) {
    const invited = i === 2;
    await insertCandidate(db, {
      offerId: offer.id,
      developerId: dev.id,
      status: invited ? "invitation_to_offer" : "intent_to_apply",
      origin: invited ? "talent_pool_search" : "professional_user",
      createdBy: invited ? matcherId : user.id,
      invited,
    });
  }
  if (weakest) {
    await insertCandidate(db, {
      offerId: weakest.id,
      developerId: dev.id,
      status: "another_chosen_dev",
      origin: "professional_user",
      createdBy: user.id,
      invited: false,
    });
  }
}
