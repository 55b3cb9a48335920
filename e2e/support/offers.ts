import {
  type Candidate,
  type CandidateOrigin,
  type EnglishLevel,
  type Match,
  type OfferDetail,
  routes,
  type Seniority,
} from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, createCompany, type Session, staffSession, uniqueWord } from "./api";
import { createDeveloper, type Developer, type DeveloperSpec, skillId } from "./developers";

/**
 * Countries no demo developer lives in, one per test that reads a ranking: an offer limited
 * to its country ranks only the developers its test created (everyone else fails the country
 * hard filter). Keep them distinct.
 */
export const rankingCountry = {
  matchingEn: "BO",
  matchingEs: "PY",
  polishLabels: "PA",
} as const;

export type OfferSpec = {
  customerId: string;
  title?: string;
  description?: string;
  /** Allowed countries; empty (the default) means anywhere. */
  countries?: string[];
  seniorities?: Seniority[];
  minEnglishLevel?: EnglishLevel;
};

/**
 * A draft offer created by a matcher through POST /offers. It asks for what `createDeveloper`
 * gives by default: senior back-end TypeScript, remote, B2.
 */
export async function createDraftOffer(
  request: APIRequestContext,
  matcher: Session,
  spec: OfferSpec,
): Promise<OfferDetail> {
  return apiCall(
    request,
    routes.offers.create,
    {
      body: {
        customerId: spec.customerId,
        title: spec.title ?? `Backend TypeScript ${uniqueWord("Oferta")}`,
        description: spec.description ?? "APIs de pagos en **TypeScript**.",
        techRole: "backend",
        mainStackCode: "node_react",
        skills: [
          { skillId: await skillId(request, "typescript"), minLevel: "medium_use", required: true },
        ],
        seniorities: spec.seniorities ?? ["senior"],
        minEnglishLevel: spec.minEnglishLevel ?? "b2",
        modalities: ["remote"],
        countries: spec.countries ?? [],
        budget: { min: 2500, max: 6000, currency: "USD", period: "month" },
        showSalary: true,
        hiringType: "direct",
        openings: 1,
        isPublic: true,
      },
    },
    { session: matcher, status: 201 },
  );
}

/** A draft offer (`createDraftOffer`) opened through its status endpoint. */
export async function createOpenOffer(
  request: APIRequestContext,
  matcher: Session,
  spec: OfferSpec,
): Promise<OfferDetail> {
  const created = await createDraftOffer(request, matcher, spec);
  return apiCall(
    request,
    routes.offers.changeStatus,
    { params: { id: created.id }, body: { status: "open" } },
    { session: matcher },
  );
}

/** An offer's ranking (top 20) as a matcher reads it, explained in the session's language. */
async function rankedMatches(
  request: APIRequestContext,
  matcher: Session,
  offerId: string,
): Promise<Match[]> {
  const list = await apiCall(
    request,
    routes.matching.matches,
    { params: { id: offerId }, query: { limit: 20 } },
    { session: matcher },
  );
  return list.items;
}

/** Adds a developer to an offer's pipeline (as Suggested) through the pipeline endpoint. */
export async function addCandidate(
  request: APIRequestContext,
  matcher: Session,
  offerId: string,
  developer: Pick<Developer, "professionalId">,
  origin: CandidateOrigin = "matching_algorithm",
): Promise<Candidate> {
  return apiCall(
    request,
    routes.pipeline.addCandidate,
    { params: { id: offerId }, body: { developerId: developer.professionalId, origin } },
    { session: matcher, status: 201 },
  );
}

/**
 * Moves a candidate, as a matcher through the API, to interested and then past both technical
 * interviews (approved), so presenting it needs no override.
 */
export async function passTechnicalInterviews(
  request: APIRequestContext,
  matcher: Session,
  candidate: Candidate,
) {
  for (const data of [
    { status: "dev_interested" },
    { status: "hard_interview", stageStatuses: { soft: "approved", hard: "approved" } },
  ] as const) {
    await apiCall(
      request,
      routes.pipeline.updateCandidate,
      { params: { id: candidate.id }, body: data },
      { session: matcher },
    );
  }
}

/**
 * A matcher's open offer, for a company of its own, limited to `country`, with `developers`
 * created there (all passing its hard filters) and its ranking in `locale`.
 */
export async function offerWithRankedDevelopers(
  request: APIRequestContext,
  options: {
    locale: "es" | "en";
    country: string;
    developers: Array<Omit<DeveloperSpec, "country">>;
  },
) {
  const matcher = await staffSession(request, "matchers", options.locale);
  const company = await createCompany(request);
  const offer = await createOpenOffer(request, matcher, {
    customerId: company.customerId,
    countries: [options.country],
  });
  const developers = await Promise.all(
    options.developers.map((spec) =>
      createDeveloper(request, { ...spec, country: options.country }),
    ),
  );
  const matches = await rankedMatches(request, matcher, offer.id);
  /** The ranking places of the matches not yet in the offer's pipeline. */
  const free = matches.flatMap((match, index) => (match.inPipeline ? [] : [index]));
  return { offer, matcher, company, developers, matches, free };
}
