import {
  allowedCandidateTransitions,
  type CandidateStatus,
  type CreateOfferRequest,
  canTransitionCandidate,
  type Locale,
  type OfferStatus,
  type OverrideReason,
  referenceUsdRates,
  requiresNote,
  type Seniority,
  seniorities,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { createCustomerUser, findUserByEmail, insertCandidate } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { hardFilterResults } from "../modules/matching/matching.service";
import { changeOfferStatus, createOffer } from "../modules/offers/offers.service";
import { moveCandidate } from "../modules/pipeline/move-candidate";
import type { AuthContext } from "../plugins/authorization";
import { demoOfferContext, seedCompanyContexts } from "./company-context";
import {
  budgetCurrencies,
  budgetUsdBySeniority,
  countrySets,
  demoCompanies,
  domains,
  exits,
  modalityMix,
  offerTemplates,
  pipelinePath,
  seniorityBands,
} from "./offers-data";
import { createRandom, type Random } from "./random";

export interface SeedOffersOptions {
  /** Offers per status (ARCHITECTURE §9 wants ≥ 20). */
  perStatus?: number;
  seed?: number;
  passwordHash: string;
}

const walk: Record<OfferStatus, OfferStatus[]> = {
  draft: [],
  open: ["open"],
  paused: ["open", "paused"],
  closed: ["open", "closed"],
  filled: ["open", "filled"],
};

const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

function describe(locale: Locale, summary: string, domain: string, level: string): string {
  if (locale === "es") {
    return `## Sobre el rol\n${summary}\n\nTrabajarás en un equipo de producto de ${domain}, con un perfil ${level}.\n\n## Qué ofrecemos\n- Trabajo remoto con horarios flexibles\n- Presupuesto anual de formación\n- Equipo bilingüe y buenas prácticas (code review, CI/CD, testing)`;
  }
  return `## About the role\n${summary}\n\nYou will join a ${domain} product team, at a ${level} level.\n\n## What we offer\n- Remote work with flexible hours\n- Yearly learning budget\n- A bilingual team with solid practices (code review, CI/CD, testing)`;
}

function offerBody(
  rnd: Random,
  customerId: string,
  skillIds: Map<string, string>,
): CreateOfferRequest {
  const template = rnd.pick(offerTemplates);
  const locale: Locale = rnd.next() < 0.6 ? "es" : "en";
  const levels = rnd.weighted(seniorityBands);
  const top = levels.reduce<Seniority>(
    (a, b) => (seniorities.indexOf(b) > seniorities.indexOf(a) ? b : a),
    levels[0]!,
  );
  const [low, high] = budgetUsdBySeniority[top];
  const currency = rnd.weighted(budgetCurrencies);
  const rate = referenceUsdRates[currency];
  const step = currency === "USD" || currency === "EUR" ? 100 : 10_000;
  const min = roundTo(rnd.int(low, (low + high) / 2) / rate, step);
  const max = Math.max(min, roundTo(rnd.int((low + high) / 2, high) / rate, step));
  const skill = (code: string, required: boolean) => ({
    skillId: skillIds.get(code)!,
    minLevel: required ? (rnd.next() < 0.5 ? "medium_use" : "high_use") : "low_use",
    required,
  });
  const text = template[locale];
  return {
    customerId,
    title: text.title,
    description: describe(
      locale,
      text.summary,
      rnd.pick(domains[locale]),
      levels.join(" / ").replace(/_/g, " "),
    ),
    techRole: template.role,
    mainStackCode: rnd.pick(template.stacks),
    skills: [
      ...template.required.filter((c) => skillIds.has(c)).map((c) => skill(c, true)),
      ...rnd
        .sample(template.nice, rnd.int(0, template.nice.length))
        .filter((c) => skillIds.has(c))
        .map((c) => skill(c, false)),
    ] as CreateOfferRequest["skills"],
    seniorities: levels,
    minEnglishLevel: rnd.weighted([
      ["a2", 15],
      ["b1", 35],
      ["b2", 40],
      ["c1", 10],
    ] as const),
    modalities: rnd.weighted(modalityMix),
    countries: rnd.weighted(countrySets),
    budget: { min, max, currency, period: "month" },
    showSalary: rnd.next() < 0.7,
    hiringType: rnd.next() < 0.6 ? "direct" : "staffing",
    openings: rnd.weighted([
      [1, 75],
      [2, 18],
      [3, 7],
    ] as const),
    isPublic: rnd.next() < 0.85,
    confidential: rnd.next() < 0.15,
  };
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

/**
 * ARCHITECTURE §9: offers in every status for Acme Latam and a handful of companies, through the
 * offer services; candidates from the population in many pipeline statuses, with history.
 */
export async function seedOffers(db: Db, options: SeedOffersOptions): Promise<number> {
  const rnd = createRandom(options.seed ?? 7_2026);
  const matcher = await findUserByEmail(db, "matcher@demo.encaja.dev");
  const acme = await db
    .select()
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  if (!matcher) return 0;
  const customerIds = acme.map((c) => c.id);
  for (const company of demoCompanies) {
    const existing = await findUserByEmail(db, company.email);
    if (existing) continue;
    const { customer } = await createCustomerUser(db, {
      email: company.email,
      passwordHash: options.passwordHash,
      fullName: `Equipo ${company.name}`,
      companyName: company.name,
      plan: company.plan,
    });
    customerIds.push(customer.id);
  }
  const contexts = await seedCompanyContexts(db);
  // Offers' time zones and project types draw from their own stream: the rest stays as it was.
  const contextRnd = createRandom((options.seed ?? 7_2026) + 1);
  const skillRows = await db
    .select({ id: schema.skills.id, code: schema.skills.code })
    .from(schema.skills);
  const skillIds = new Map(skillRows.map((s) => [s.code, s.id]));
  const developers = await db
    .select({ id: schema.developers.id })
    .from(schema.developers)
    .where(inArray(schema.developers.onboarding, ["completed"]))
    .orderBy(schema.developers.createdAt);
  const auth: AuthContext = {
    userId: matcher.id,
    role: "matchers",
    sessionId: "seed",
    method: "password",
    sessionCreatedAt: new Date(),
  };
  const perStatus = options.perStatus ?? 24;
  let created = 0;

  for (const status of ["draft", "open", "paused", "closed", "filled"] as const) {
    for (let i = 0; i < perStatus; i++) {
      // Acme Latam (the demo customer) gets about a third of the offers.
      const customerId =
        i % 3 === 0 || customerIds.length === 1 ? customerIds[0]! : rnd.pick(customerIds.slice(1));
      const id = await createOffer(db, auth, {
        ...offerBody(rnd, customerId, skillIds),
        ...demoOfferContext(contextRnd, contexts.get(customerId)),
      });
      for (const step of walk[status]) await changeOfferStatus(db, id, step);
      created++;
      if (status === "draft" || developers.length === 0) continue;
      // A matcher's shortlist: of some developers looked at, the best the hard filters let through.
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
          createdBy: applied ? null : matcher.id, // an application's author is the developer
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
      if (kept) await addOverriddenCandidate(db, rnd, id, kept, matcher.id);
    }
  }
  await seedDemoDeveloperCandidacies(db, matcher.id);
  return created;
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
async function seedDemoDeveloperCandidacies(db: Db, matcherId: string) {
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
