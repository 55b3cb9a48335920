import type {
  ExclusionReason,
  Locale,
  MatchList,
  MatchQuery,
  OfferStatus,
} from "@encaja/contracts";
import {
  type Executor,
  findOfferCompanyMatchWeights,
  findOfferWithSkills,
  relatedSkillsOfOffer,
} from "@encaja/db/queries";
import {
  MATCH_TUNING,
  type MatchAfter,
  type MatchIndex,
  matchSpecOf,
  rankDevelopers,
} from "@encaja/matching";
import { appError, notFound, validationError } from "../../errors/app-error";
import { exclusionsOf, toMatch } from "./explain";
import { rankingWith } from "./learning";

/** Offers whose pipeline is history: no matching, no new candidates, no moves. */
export const FINISHED_OFFER_STATUSES: readonly OfferStatus[] = ["closed", "filled"];

export const offerClosed = (status: string) =>
  appError("OFFER_CLOSED", `The offer is ${status}`, {
    details: { status: status as OfferStatus },
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeMatchCursor = (a: MatchAfter) =>
  Buffer.from(JSON.stringify([a.excluded ? 1 : 0, a.score, a.developerId])).toString("base64url");

export function decodeMatchCursor(cursor: string | undefined): MatchAfter | undefined {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length === 3) {
      const [excluded, score, id] = v as unknown[];
      if (
        (excluded === 0 || excluded === 1) &&
        typeof score === "number" &&
        Number.isFinite(score) &&
        typeof id === "string" &&
        UUID.test(id)
      ) {
        return { excluded: excluded === 1, score, developerId: id };
      }
    }
  } catch {
    // fall through
  }
  throw validationError([{ path: "query.cursor", message: "Invalid cursor" }]);
}

/** The ranking input of an offer (404 unknown; 409 OFFER_CLOSED when closed or filled). */
export async function loadMatchSpec(db: Executor, offerId: string, allowFinished = false) {
  // Independent reads: on a pool they run side by side.
  const [found, relations] = await Promise.all([
    findOfferWithSkills(db, offerId),
    relatedSkillsOfOffer(db, offerId),
  ]);
  if (!found) throw notFound("Offer");
  const { record, skills } = found;
  const status = record.offer.status;
  if (!allowFinished && FINISHED_OFFER_STATUSES.includes(status)) throw offerClosed(status);
  const o = record.offer;
  const spec = matchSpecOf({
    id: o.id,
    techRole: o.techRole,
    mainStackCode: o.mainStackCode,
    seniorities: o.seniorities as never,
    minEnglishLevel: o.minEnglishLevel as never,
    modalities: o.modalities as never,
    countries: o.countries,
    budgetMaxMonthlyUsd: o.budgetMaxMonthlyUsd,
    skills: skills.map((s) => ({
      num: s.num,
      name: s.name,
      minLevel: s.minLevel,
      required: s.required,
      related: relations
        .filter((r) => r.skillId === s.skillId)
        .map((r) => ({ num: r.relatedNum, name: r.relatedName, strength: r.strength })),
    })),
    timeZone: o.timeZone,
    minOverlapHours: o.minOverlapHours,
    industry: o.industry,
    companySize: o.companySize,
    projectType: o.projectType,
  });
  return { record, spec };
}

export async function getMatches(
  db: Executor,
  offerId: string,
  query: MatchQuery,
  locale: Locale,
  index?: MatchIndex,
): Promise<MatchList> {
  const after = decodeMatchCursor(query.cursor);
  // The index's catch-up with recent writes needs nothing of the offer: it runs beside its reads.
  const synced = index?.sync(db);
  synced?.catch(() => undefined);
  const [{ record, spec }, weights] = await Promise.all([
    loadMatchSpec(db, offerId),
    findOfferCompanyMatchWeights(db, offerId),
  ]);
  const { tuning, ranking } = rankingWith(weights, record.customerName, query.ranking);
  const rows = await rankDevelopers(db, {
    spec,
    tuning,
    includeExcluded: query.includeExcluded,
    after,
    limit: query.limit + 1,
    index,
    synced,
  });
  const more = rows.length > query.limit;
  const kept = more ? rows.slice(0, query.limit) : rows;
  const last = kept[kept.length - 1];
  return {
    items: kept.map((r) => toMatch(r, spec, locale, tuning.weights)),
    nextCursor:
      more && last
        ? encodeMatchCursor({
            excluded: exclusionsOf(last).length > 0,
            score: Number(last.score),
            developerId: last.developer_id,
          })
        : null,
    ranking: ranking(locale),
  };
}

/**
 * The offer's ranking input and its ranking of `developerIds` (everyone when absent), the
 * developers its hard filters exclude included: callers explain exclusions, not hide them.
 */
export async function rankWithExcluded(
  db: Executor,
  offerId: string,
  options: { limit: number; developerIds?: string[] | undefined; allowFinished?: boolean },
) {
  const { spec } = await loadMatchSpec(db, offerId, options.allowFinished);
  const rows = await rankDevelopers(db, {
    spec,
    tuning: MATCH_TUNING,
    includeExcluded: true,
    limit: options.limit,
    developerIds: options.developerIds,
  });
  return { spec, rows };
}

/** Whether hard filters exclude one developer from an offer (and why), for adding candidates. */
export async function scoreOne(db: Executor, offerId: string, developerId: string) {
  const {
    rows: [row],
  } = await rankWithExcluded(db, offerId, { limit: 1, developerIds: [developerId] });
  return row ? { score: Number(row.score), exclusions: exclusionsOf(row) } : undefined;
}

export interface HardFilterResult {
  developerId: string;
  score: number;
  /** Why the offer's hard filters exclude the developer; empty when it passes them. */
  exclusions: ExclusionReason[];
}

/**
 * Every developer (or only `developerIds`) scored against an offer's hard filters, best
 * first, whatever the offer's status: demo data and its checks, not the matcher's ranking.
 */
export async function hardFilterResults(
  db: Executor,
  offerId: string,
  options: { limit: number; developerIds?: string[] },
): Promise<HardFilterResult[]> {
  if (options.developerIds?.length === 0) return [];
  const { rows } = await rankWithExcluded(db, offerId, { ...options, allowFinished: true });
  return rows.map((row) => ({
    developerId: row.developer_id,
    score: Number(row.score),
    exclusions: exclusionsOf(row),
  }));
}
