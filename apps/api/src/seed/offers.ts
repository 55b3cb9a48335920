import {
  type CreateOfferRequest,
  type Locale,
  type OfferStatus,
  referenceUsdRates,
  type Seniority,
  seniorities,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { createCustomerUser, findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, inArray } from "drizzle-orm";
import { changeOfferStatus, createOffer } from "../modules/offers/offers.service";
import type { AuthContext } from "../plugins/authorization";
import { type DemoCompanyContext, demoOfferContext, seedCompanyContexts } from "./company-context";
import { addShortlist, seedDemoDeveloperCandidacies } from "./offers-candidates";
import {
  budgetCurrencies,
  budgetUsdBySeniority,
  countrySets,
  demoCompanies,
  domains,
  modalityMix,
  offerTemplates,
  seniorityBands,
} from "./offers-data";
import { createRandom, type Random } from "./random";
import type { DemoSeedStep } from "./steps";

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

const statuses = ["draft", "open", "paused", "closed", "filled"] as const;
const DEFAULT_SEED = 7_2026;

/** Who and what every demo offer draws on. */
interface OffersSetup {
  auth: AuthContext;
  /** Acme Latam first (a third of the offers), then the other demo companies. */
  customerIds: string[];
  contexts: Map<string, DemoCompanyContext>;
  skillIds: Map<string, string>;
  /** The developers a matcher may shortlist, oldest first. */
  developers: Array<{ id: string }>;
}

/** The demo companies beyond Acme Latam that do not exist yet, with their owners; their ids. */
async function createDemoCompanies(db: Db, passwordHash: string): Promise<string[]> {
  const created: string[] = [];
  for (const company of demoCompanies) {
    if (await findUserByEmail(db, company.email)) continue;
    const { customer } = await createCustomerUser(db, {
      email: company.email,
      passwordHash,
      fullName: `Equipo ${company.name}`,
      companyName: company.name,
      plan: company.plan,
    });
    created.push(customer.id);
  }
  await seedCompanyContexts(db);
  return created;
}

async function offersSetup(db: Db, companyIds: string[]): Promise<OffersSetup | null> {
  const matcher = await findUserByEmail(db, "matcher@demo.encaja.dev");
  if (!matcher) return null;
  const acme = await db
    .select()
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  const skillRows = await db
    .select({ id: schema.skills.id, code: schema.skills.code })
    .from(schema.skills);
  const developers = await db
    .select({ id: schema.developers.id })
    .from(schema.developers)
    .where(inArray(schema.developers.onboarding, ["completed"]))
    .orderBy(schema.developers.createdAt);
  return {
    auth: {
      userId: matcher.id,
      role: "matchers",
      sessionId: "seed",
      method: "password",
      sessionCreatedAt: new Date(),
    },
    customerIds: [...acme.map((c) => c.id), ...companyIds],
    contexts: await seedCompanyContexts(db),
    skillIds: new Map(skillRows.map((s) => [s.code, s.id])),
    developers,
  };
}

interface OfferNumber {
  /** The offer's place: by status (draft first), then within its status. */
  k: number;
  perStatus: number;
  /** An offer an interrupted attempt at this one created: replaced, in the same transaction. */
  discard?: string | undefined;
  /** Runs in the offer's creating transaction (the step's cursor names the offer there). */
  created?: (tx: Db, offerId: string) => Promise<void>;
}

/** Offer number `k`: created, walked to its status, and (unless a draft) given a shortlist. */
async function seedOffer(
  db: Db,
  setup: OffersSetup,
  streams: { rnd: Random; contextRnd: Random },
  { k, perStatus, discard, created }: OfferNumber,
) {
  const { rnd, contextRnd } = streams;
  const status = statuses[Math.floor(k / perStatus)]!;
  const i = k % perStatus;
  const { customerIds } = setup;
  // Acme Latam (the demo customer) gets about a third of the offers.
  const customerId =
    i % 3 === 0 || customerIds.length === 1 ? customerIds[0]! : rnd.pick(customerIds.slice(1));
  const body = {
    ...offerBody(rnd, customerId, setup.skillIds),
    ...demoOfferContext(contextRnd, setup.contexts.get(customerId)),
  };
  const id = await db.transaction(async (tx) => {
    if (discard) await tx.delete(schema.offers).where(eq(schema.offers.id, discard));
    const offerId = await createOffer(tx, setup.auth, body);
    await created?.(tx, offerId);
    return offerId;
  });
  for (const step of walk[status]) await changeOfferStatus(db, id, step);
  if (status === "draft" || setup.developers.length === 0) return;
  await addShortlist(db, rnd, {
    offerId: id,
    status,
    developers: setup.developers,
    auth: setup.auth,
  });
}

/**
 * ARCHITECTURE §9: offers in every status for Acme Latam and a handful of companies, through the
 * offer services; candidates from the population in many pipeline statuses, with history.
 */
export async function seedOffers(db: Db, options: SeedOffersOptions): Promise<number> {
  const seed = options.seed ?? DEFAULT_SEED;
  if (!(await findUserByEmail(db, "matcher@demo.encaja.dev"))) return 0;
  const setup = await offersSetup(db, await createDemoCompanies(db, options.passwordHash));
  if (!setup) return 0;
  // Offers' time zones and project types draw from their own stream: the rest stays as it was.
  const streams = { rnd: createRandom(seed), contextRnd: createRandom(seed + 1) };
  const perStatus = options.perStatus ?? 24;
  const total = statuses.length * perStatus;
  for (let k = 0; k < total; k++) await seedOffer(db, setup, streams, { k, perStatus });
  await seedDemoDeveloperCandidacies(db, setup.auth.userId);
  return total;
}

/** Where the offers step stopped: the next offer, both random streams, the companies. */
interface OffersCursor {
  k: number;
  random: number;
  context: number;
  companies: string[];
  /** The offer `k` an interrupted unit had created (its shortlist may be half done). */
  partial?: string;
}

/**
 * The demo data step: the companies, then one offer per unit, then the demo developer's own
 * candidacies. An offer's shortlist is many statements (as the matcher's clicks are), so the
 * cursor names the offer in its creating transaction: a unit interrupted before its end is
 * redone from its start, in place of the offer it had begun.
 */
export function offersStep(perStatus = 24, seed = DEFAULT_SEED): DemoSeedStep {
  const total = statuses.length * perStatus;
  return {
    name: "offers",
    run: async (db, unit) => {
      const cursor = unit.cursor as OffersCursor | null;
      if (!cursor) {
        const companies = await db.transaction(async (tx) => {
          const ids = await createDemoCompanies(tx, await unit.passwordHash());
          await unit.save(tx, { k: 0, random: seed, context: seed + 1, companies: ids });
          return ids;
        });
        return { k: 0, random: seed, context: seed + 1, companies };
      }
      const setup = await unit.memo("offers", () => offersSetup(db, cursor.companies));
      if (!setup || cursor.k >= total) {
        if (setup) await seedDemoDeveloperCandidacies(db, setup.auth.userId);
        await unit.save(db, null);
        return null;
      }
      const streams = {
        rnd: createRandom(cursor.random),
        contextRnd: createRandom(cursor.context),
      };
      const { partial: _, ...started } = cursor;
      await seedOffer(db, setup, streams, {
        k: cursor.k,
        perStatus,
        discard: cursor.partial,
        created: (tx, offerId) => unit.save(tx, { ...started, partial: offerId }),
      });
      const next: OffersCursor = {
        ...started,
        k: cursor.k + 1,
        random: streams.rnd.state(),
        context: streams.contextRnd.state(),
      };
      await unit.save(db, { ...next });
      return { ...next };
    },
  };
}
