import {
  type CountEntry,
  type EnglishGroup,
  englishGroupOf,
  englishLevels,
  isInternalRole,
  presentedStatuses,
  seniorities,
  skillLevels,
  type TalentCard,
  type TalentFacets,
  type TalentList,
  TalentQuery,
  workModalities,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { developersPresentedTo } from "@encaja/db/queries";
import {
  type MatchIndex,
  modalityMaskOf,
  searchTalent,
  skillCodeSets,
  type TalentAfter,
  type TalentFacetRow,
  type TalentFilters,
  type TalentRow,
  talentFacets,
} from "@encaja/matching";
import { invalidField, validationError } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import type { AuthContext } from "../../plugins/authorization";
import { type CatalogNames, uncachedCatalogNames } from "../catalog/catalog-names";
import { developerSummaryOf } from "../developers/developer-summary";
import type { FacetsCache } from "../offers/facets-cache";
import { type CursorCodec, createCursorCodec } from "./cursor";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Used when no codec is given (the bench script): a random key for this process. */
const defaultCodec = createCursorCodec();

const encodeCursor = (codec: CursorCodec, audience: string, a: TalentAfter) =>
  codec.seal([a.tier, a.activeAtMicros, a.developerId], audience);

function decodeCursor(
  codec: CursorCodec,
  audience: string,
  cursor: string | undefined,
): TalentAfter | undefined {
  if (!cursor) return undefined;
  const v = codec.open(cursor, audience);
  if (Array.isArray(v) && v.length === 3 && (v[0] === 0 || v[0] === 1)) {
    const [tier, micros, id] = v as [0 | 1, unknown, unknown];
    if (Number.isSafeInteger(micros) && typeof id === "string" && UUID.test(id))
      return { tier, activeAtMicros: micros as number, developerId: id };
  }
  throw validationError([{ path: "query.cursor", message: "Invalid cursor" }]);
}

const englishRanksOf = (groups: readonly EnglishGroup[]) =>
  englishLevels.flatMap((level, rank) => (groups.includes(englishGroupOf(level)) ? [rank] : []));

/** Query → SQL filters (unknown skills are a 400 on the skill's position). */
async function filtersOf(
  db: Db,
  query: TalentQuery,
  customer: boolean,
  catalog: CatalogNames = uncachedCatalogNames,
): Promise<TalentFilters> {
  const skills = query.skills ?? [];
  const nums = await catalog.skillNumbers(
    db,
    skills.map((s) => s.skillId),
  );
  const unknown = skills.findIndex((s) => !nums.has(s.skillId));
  if (unknown >= 0) throw invalidField(`query.skills.${unknown}`, "Unknown skill");
  return {
    q: (await catalog.formerNames(db, query.q)) || undefined,
    // Names are searchable only by those who see them (staff); ADR 0037.
    names: !customer,
    techRoles: query.techRole,
    skillCodeSets: skills.map(
      (s) =>
        skillCodeSets({
          num: nums.get(s.skillId)!,
          minLevel: skillLevels.indexOf(s.minLevel),
          required: true,
        }).full,
    ),
    seniorityRanks: query.seniority?.map((s) => seniorities.indexOf(s)),
    englishRanks: query.englishGroup ? englishRanksOf(query.englishGroup) : undefined,
    englishUnknown: query.englishGroup?.includes("none"),
    modalityMask: query.modality?.length ? modalityMaskOf(query.modality) : undefined,
    countries: query.country,
    searchStatuses: query.searchStatus,
    salaryMax: query.salaryMax,
    availableBy: query.availableBy,
    approvedOnly: customer,
  };
}

/** Facet counts, plus how many matches are in the first tier (to plan the page query). */
export interface TalentCounts {
  facets: TalentFacets;
  strong: number;
}

function countsOf(rows: TalentFacetRow[]): TalentCounts {
  const facets: TalentFacets = {
    total: 0,
    techRole: [],
    seniority: [],
    englishGroup: [],
    modality: [],
    country: [],
    searchStatus: [],
    skills: [],
  };
  let strong = 0;
  const groups = new Map<string, number>();
  for (const r of rows) {
    const value = r.value ?? "";
    if (r.facet === "total") facets.total = r.count;
    else if (r.facet === "strong") strong = r.count;
    else if (r.facet === "seniority")
      facets.seniority.push({ value: seniorities[Number(value)]!, count: r.count });
    else if (r.facet === "english") {
      const group = englishGroupOf(englishLevels[Number(value)]!);
      groups.set(group, (groups.get(group) ?? 0) + r.count);
    } else if (r.facet === "modality")
      facets.modality.push({ value: workModalities[Number(value)]!, count: r.count });
    else if (r.facet === "skill")
      facets.skills.push({ value, name: r.label ?? "", count: r.count });
    else facets[r.facet].push({ value, count: r.count });
  }
  facets.englishGroup = [...groups].map(([value, count]) => ({ value, count }));
  const byCount = (a: CountEntry, b: CountEntry) =>
    b.count - a.count || a.value.localeCompare(b.value);
  for (const list of [
    facets.techRole,
    facets.seniority,
    facets.englishGroup,
    facets.modality,
    facets.country,
    facets.searchStatus,
  ])
    list.sort(byCount);
  facets.skills.sort(byCount);
  return { facets, strong };
}

function toCard(
  r: TalentRow,
  text: boolean,
  visible: boolean,
  names: Map<number, { id: string; name: string }>,
): TalentCard {
  return {
    hashedId: r.hashed_id,
    professionalId: visible ? r.developer_id : null,
    anonymised: !visible,
    name: visible ? `${r.first_name} ${r.last_name}`.trim() : null,
    photoURL: visible ? r.photo_url : null,
    ...developerSummaryOf(r),
    modalities: workModalities.filter((_, i) => (r.modality_mask >> i) & 1),
    availableFrom: r.available_from,
    skills: r.skill_codes
      .map((code) => ({ skill: names.get(code >> 3), level: code & 7 }))
      .filter((s) => s.skill)
      .sort((a, b) => b.level - a.level)
      .slice(0, 12)
      .map((s) => ({ skillId: s.skill!.id, name: s.skill!.name, level: skillLevels[s.level]! })),
    rank: text ? (r.tier === 1 ? 1 : 0.5) : null,
  };
}

const cachedCounts = (
  db: Db,
  filters: TalentFilters,
  cache: FacetsCache<TalentCounts>,
  index?: MatchIndex,
) => cache(JSON.stringify(filters), async () => countsOf(await talentFacets(db, filters, index)));

/**
 * The counts of a search with no filter, for staff and for customers, computed before anyone
 * asks (ADR 0041): the busiest filter set is the slowest to count (seconds at a million).
 */
export async function warmTalentFacets(db: Db, cache: FacetsCache<TalentCounts>): Promise<void> {
  const query = TalentQuery.parse({});
  for (const customer of [false, true]) {
    await cachedCounts(db, await filtersOf(db, query, customer), cache);
  }
}

/**
 * GET /talent: full text plus facets over talent_profiles. Staff see everyone by name;
 * customers see approved profiles only, anonymised unless presented to their company.
 */
export async function findTalent(
  db: Db,
  auth: AuthContext,
  query: TalentQuery,
  cache: FacetsCache<TalentCounts> = (_key, compute) => compute(),
  codec: CursorCodec = defaultCodec,
  index?: MatchIndex,
  catalog: CatalogNames = uncachedCatalogNames,
): Promise<TalentList> {
  // A cursor only works for the user it was issued to.
  const audience = `talent:${auth.userId}`;
  const staff = isInternalRole(auth.role);
  const customerId = staff ? null : await ownCustomerId(db, auth);
  const filters = await filtersOf(db, query, !staff, catalog);
  const after = decodeCursor(codec, audience, query.cursor);
  // Counts over every match are the expensive part (cached); the page itself is always fresh,
  // and planned with the counts.
  const { facets, strong } = await cachedCounts(db, filters, cache, index);
  const counts = { strong, weak: facets.total - strong };
  const rows = await searchTalent(db, { filters, after, limit: query.limit + 1, counts });
  const more = rows.length > query.limit;
  const kept = more ? rows.slice(0, query.limit) : rows;
  const [names, presented] = await Promise.all([
    catalog.skillsByNumber(
      db,
      kept.flatMap((r) => r.skill_codes.map((c) => c >> 3)),
    ),
    customerId
      ? developersPresentedTo(db, {
          customerId,
          developerIds: kept.map((r) => r.developer_id),
          presentedStatuses,
        })
      : Promise.resolve(null),
  ]);
  const last = kept[kept.length - 1];
  return {
    items: kept.map((r) =>
      toCard(r, Boolean(filters.q), staff || presented!.has(r.developer_id), names),
    ),
    nextCursor:
      more && last
        ? encodeCursor(codec, audience, {
            tier: last.tier,
            activeAtMicros: Number(last.active_at_micros),
            developerId: last.developer_id,
          })
        : null,
    facets,
  };
}
