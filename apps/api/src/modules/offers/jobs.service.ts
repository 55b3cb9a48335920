import type { Application, JobDetail, JobFacets, JobList, JobSearchQuery } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  candidatesOfOffer,
  type FacetRow,
  findOffer,
  findOfferWithSkills,
  insertCandidate,
  jobFacets,
  searchJobs,
  skillIdsOfCodes,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { type CatalogNames, uncachedCatalogNames } from "../catalog/catalog-names";
import type { ServiceDeps } from "../deps";
import { signedInVerifiedDeveloper } from "../developers/context";
import { developerOnboarding } from "../developers/profile.service";
import { moveCandidate } from "../pipeline/move-candidate";
import { toApplication } from "./applications.service";
import type { FacetsCache } from "./facets-cache";
import { toJob, toJobDetail } from "./mappers";
import { offerNotOpen } from "./offer-invitations.service";

function facetsOf(rows: FacetRow[]): JobFacets {
  const facets: JobFacets = {
    total: 0,
    techRole: [],
    seniority: [],
    modality: [],
    country: [],
    skills: [],
  };
  for (const r of rows) {
    if (r.facet === "total") facets.total = r.count;
    else if (r.facet === "skill")
      facets.skills.push({ value: r.value ?? "", label: r.label ?? "", count: r.count });
    else facets[r.facet].push({ value: r.value ?? "", count: r.count });
  }
  for (const list of [facets.techRole, facets.seniority, facets.modality, facets.country]) {
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return facets;
}

/** A cache key of a query: the same values in any order give the same key. */
export const cacheKey = (filters: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

type BoardPage = Omit<JobList, "facets">;
/**
 * GET /jobs: a page of open public offers plus facet counts over all matches. The facet counts
 * have their own cache (ADR 0006); the route keeps whole answers, the same for every visitor,
 * in a short per-instance cache that writes clear (ADR 0043); a text's former names come from
 * the catalogue's, as talent search's do (ADR 0065).
 */
export async function searchJobBoard(
  db: Db,
  query: JobSearchQuery,
  cache: FacetsCache = (_key, compute) => compute(),
  catalog: CatalogNames = uncachedCatalogNames,
): Promise<JobList> {
  const filters = await boardFilters(db, query, catalog);
  // Facet counts are kept per filter set, whatever page of it was asked for.
  const { cursor: _cursor, limit: _limit, direction: _direction, ...filtersAsSent } = query;
  const [list, facets] = await Promise.all([
    boardPage(db, query, filters),
    cache(cacheKey(filtersAsSent), async () => facetsOf(await jobFacets(db, filters))),
  ]);
  return { ...list, facets };
}

type BoardFilters = Awaited<ReturnType<typeof boardFilters>>;
async function boardFilters(db: Db, query: JobSearchQuery, catalog: CatalogNames) {
  const [q, skillIds] = await Promise.all([
    catalog.formerNames(db, query.q),
    query.skills?.length ? skillIdsOfCodes(db, query.skills) : undefined,
  ]);
  return {
    q: q || undefined,
    techRoles: query.techRole,
    seniorities: query.seniority,
    modalities: query.modality,
    country: query.country,
    skillIds,
    salaryMinMonthlyUsd: query.salaryMin,
  };
}

async function boardPage(db: Db, query: JobSearchQuery, filters: BoardFilters): Promise<BoardPage> {
  const after = decodeCursor(query.cursor);
  const rows = await searchJobs(db, {
    ...filters,
    after,
    direction: query.direction,
    limit: query.limit,
  });
  return page(
    rows,
    query.limit,
    (r) => r.offer.id,
    (r) => toJob(r, r.skills),
    Boolean(filters.q),
  );
}

/** A job as the public sees it; anything not open and public does not exist here. */
export async function getPublicJob(db: Db, id: string): Promise<JobDetail> {
  const found = await findOfferWithSkills(db, id);
  const listed = found?.record.offer.status === "open" && found.record.offer.isPublic;
  if (!found || !listed) throw notFound("Job");
  return toJobDetail(found.record, found.skills);
}

/**
 * A developer applies: onboarding must be complete (409 ONBOARDING_INCOMPLETE with what is
 * missing); the offer must be open (drafts and non-public offers are 404, paused/closed/filled
 * 409 OFFER_NOT_OPEN); once
 * per offer (409 ALREADY_APPLIED). The candidate starts in `intent_to_apply`.
 */
export async function applyToJob(
  deps: ServiceDeps,
  auth: AuthContext,
  offerId: string,
): Promise<Application> {
  const db: Db = deps.db;
  const { developer, userId } = await signedInVerifiedDeveloper(db, auth);
  const offer = await findOffer(db, offerId);
  if (!offer || offer.offer.status === "draft" || !offer.offer.isPublic) throw notFound("Job");
  if (offer.offer.status !== "open") throw offerNotOpen(offer.offer.status);
  if (developer.onboarding !== "completed") {
    const status = await developerOnboarding(db, developer.id, "pending");
    throw appError("ONBOARDING_INCOMPLETE", "Complete your onboarding before applying", {
      details: { missing: status.missing },
    });
  }
  // The usual case first: a new candidate (one statement: the row and its first event).
  const row =
    (await insertCandidate(db, {
      offerId,
      developerId: developer.id,
      status: "intent_to_apply",
      origin: "professional_user",
      createdBy: userId,
    })) ??
    (await db.transaction(async (tx) => {
      const [existing] = await candidatesOfOffer(tx, offerId, [developer.id]);
      // A matcher's silent suggestion is not an application the developer knows of: it becomes one.
      if (existing?.status !== "suggested_dev") return null;
      return moveCandidate(deps, tx, auth, {
        candidate: existing,
        to: "intent_to_apply",
        note: "Applied from the job board",
        noteOnEventOnly: true,
      });
    }));
  if (!row) {
    throw appError("ALREADY_APPLIED", "You are already in this offer's process");
  }
  return toApplication(row, offer.offer, offer.customerName);
}
