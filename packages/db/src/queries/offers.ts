import type { MainSkillCategory, OfferStatus } from "@encaja/contracts";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  candidates,
  customers,
  offerMatchers,
  offerSkills,
  offers,
  skills,
  stacks,
  users,
} from "../schema";
import { asParam, compiled, uuidArray } from "./compiled";
import type { Executor } from "./executor";
import { type KeysetAfter, keysetAfter, keysetCursor, keysetOrder } from "./keyset";
import { columnsWithout } from "./personal-data-rows";
import { prefixQuery, type SearchText } from "./search-text";

export type NewOfferRow = Omit<
  typeof offers.$inferInsert,
  | "id"
  | "searchVector"
  | "titleVector"
  | "skillsVector"
  | "skillIds"
  | "skillNames"
  | "createdAt"
  | "updatedAt"
>;
export interface OfferSkillRow {
  skillId: string;
  minLevel: number;
  required: boolean;
}
/** Accent- and case-insensitive prefix query (Spanish or English stems; ADR 0037). */
export const textQuery = (q: SearchText, bind = asParam) =>
  prefixQuery(q, ["spanish", "english"], "all", bind);

export const offerKeyset = { createdAt: offers.createdAt, id: offers.id };
export const cursorColumn = keysetCursor(offers);

export async function insertOffer(db: Executor, row: NewOfferRow) {
  const [offer] = await db.insert(offers).values(row).returning({ id: offers.id });
  return offer!.id;
}

export async function updateOfferRow(db: Executor, id: string, changes: Partial<NewOfferRow>) {
  await db
    .update(offers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(offers.id, id));
}

/** Replaces the offer's skills and refreshes the denormalised ids/names used by search. */
export async function replaceOfferSkills(db: Executor, offerId: string, list: OfferSkillRow[]) {
  await db.delete(offerSkills).where(eq(offerSkills.offerId, offerId));
  if (list.length) {
    await db.insert(offerSkills).values(list.map((s, position) => ({ ...s, offerId, position })));
  }
  await db
    .update(offers)
    .set({
      skillIds: sql`coalesce((select array_agg(skill_id order by position) from offer_skills where offer_id = ${offerId}), '{}'::uuid[])`,
      skillNames: sql`coalesce((select string_agg(s.name, ' ' order by os.position) from offer_skills os join skills s on s.id = os.skill_id where os.offer_id = ${offerId}), '')`,
    })
    .where(eq(offers.id, offerId));
}

export async function replaceOfferMatchers(db: Executor, offerId: string, userIds: string[]) {
  await db.delete(offerMatchers).where(eq(offerMatchers.offerId, offerId));
  if (userIds.length) {
    await db.insert(offerMatchers).values(userIds.map((userId) => ({ offerId, userId })));
  }
}

export async function setOfferStatus(db: Executor, id: string, from: OfferStatus, to: OfferStatus) {
  const [row] = await db
    .update(offers)
    .set({
      status: to,
      statusChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      publishedAt: to === "open" ? sql`coalesce(${offers.publishedAt}, now())` : offers.publishedAt,
    })
    .where(and(eq(offers.id, id), eq(offers.status, from)))
    .returning({ id: offers.id });
  return Boolean(row);
}

/**
 * Every offer column but the search vectors: a few kilobytes of lexemes per offer that only SQL
 * reads (fetching them made up most of a job-board page's database time on PGlite).
 */
const offerColumns = columnsWithout(offers, ["searchVector", "titleVector", "skillsVector"]);
/**
 * What a job-board card shows (`toJob`), and nothing else: each column read costs a copy in
 * PGlite's result parser, so the board's page query names its fields (ADR 0043).
 */
export const boardColumns = {
  id: offers.id,
  slug: offers.slug,
  title: offers.title,
  confidential: offers.confidential,
  techRole: offers.techRole,
  mainStackCode: offers.mainStackCode,
  seniorities: offers.seniorities,
  modalities: offers.modalities,
  countries: offers.countries,
  showSalary: offers.showSalary,
  budgetMin: offers.budgetMin,
  budgetMax: offers.budgetMax,
  budgetCurrency: offers.budgetCurrency,
  budgetPeriod: offers.budgetPeriod,
  budgetMaxMonthlyUsd: offers.budgetMaxMonthlyUsd,
  hiringType: offers.hiringType,
  openings: offers.openings,
  publishedAt: offers.publishedAt,
  createdAt: offers.createdAt,
};
type OfferColumns = typeof offerColumns | typeof boardColumns;

/**
 * Offers with their customer's name, main stack name and keyset cursor: what every offer read
 * returns (plus `extra` fields, such as a job page's skills).
 */
export const selectOffers = <
  C extends OfferColumns = typeof offerColumns,
  E extends Record<string, SQL.Aliased> = Record<never, SQL.Aliased>,
>(
  db: Executor,
  score: SQL<number> = sql<number>`0`,
  columns: C = offerColumns as C,
  extra: E = {} as E,
) =>
  db
    .select({
      offer: columns,
      customerName: customers.name,
      stackName: stacks.name,
      cursor: cursorColumn,
      score: sql<number>`${score}`.as("score"),
      ...extra,
    })
    .from(offers)
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .leftJoin(stacks, eq(stacks.code, offers.mainStackCode));

/** An offer's skills as one JSON array, in `offerSkillRows`' shape and order. */
const offerSkillsJson = sql<OfferSkillWithName[]>`(
  select coalesce(json_agg(json_build_object(
    'offerId', os.offer_id, 'skillId', os.skill_id, 'code', sk.code, 'name', sk.name,
    'minLevel', os.min_level, 'required', os.required, 'num', sk.num
  ) order by os.position), '[]'::json)
  from offer_skills os join skills sk on sk.id = os.skill_id
  where os.offer_id = ${offers.id})`;
/** `selectOffers`' extra field of each offer's skills (`offerSkillRows`' rows, as JSON). */
export const withOfferSkills = { skills: offerSkillsJson.as("skills") };

/**
 * One page of offers in createdAt order; one row more than the limit tells whether another page
 * follows.
 */
export const selectOfferPage = <
  C extends OfferColumns = typeof offerColumns,
  E extends Record<string, SQL.Aliased> = Record<never, SQL.Aliased>,
>(
  db: Executor,
  where: SQL[],
  page: { after?: KeysetAfter | undefined; direction: "ASC" | "DESC"; limit: number },
  columns: C = offerColumns as C,
  extra: E = {} as E,
) =>
  selectOffers(db, undefined, columns, extra)
    .where(and(...where, keysetAfter(offerKeyset, page.after, page.direction)))
    .orderBy(...keysetOrder(offerKeyset, page.direction))
    .limit(page.limit + 1);

const findOfferQuery = compiled(["id"], (db, p) => selectOffers(db).where(eq(offers.id, p.id)));
export async function findOffer(db: Executor, id: string) {
  const [row] = await findOfferQuery(db, { id });
  return row;
}
export type OfferRecord = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** Skills (ordered) and matchers of a set of offers, for building answers in bulk. */
export async function offerRelations(db: Executor, offerIds: string[]) {
  if (offerIds.length === 0) return { skills: [], matchers: [] };
  const [skillRows, matcherRows] = await Promise.all([
    offerSkillRows(db, offerIds),
    db
      .select({ offerId: offerMatchers.offerId, id: users.id, fullName: users.fullName })
      .from(offerMatchers)
      .innerJoin(users, eq(users.id, offerMatchers.userId))
      .where(inArray(offerMatchers.offerId, offerIds))
      .orderBy(asc(offerMatchers.createdAt)),
  ]);
  return { skills: skillRows, matchers: matcherRows };
}

const offerSkillColumns = {
  offerId: offerSkills.offerId,
  skillId: offerSkills.skillId,
  code: skills.code,
  name: skills.name,
  minLevel: offerSkills.minLevel,
  required: offerSkills.required,
  num: skills.num,
};
const skillsOfOffers = (db: Executor, where: SQL) =>
  db
    .select(offerSkillColumns)
    .from(offerSkills)
    .innerJoin(skills, eq(skills.id, offerSkills.skillId))
    .where(where)
    .orderBy(asc(offerSkills.position));
// One offer is the usual case: `= $1` gets a shared plan, where `= any($1)` is planned per run
// (PostgreSQL cannot size an array parameter when it costs the shared plan).
const skillsOfOneOffer = compiled(["id"], (db, p) =>
  skillsOfOffers(db, eq(offerSkills.offerId, p.id)),
);
const skillsOfManyOffers = compiled(["ids"], (db, p) =>
  skillsOfOffers(db, sql`${offerSkills.offerId} = any(${p.ids}::uuid[])`),
);

/** Skills (ordered) of a set of offers, with their compact numbers (`skills.num`). */
export async function offerSkillRows(db: Executor, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  if (offerIds.length === 1) return skillsOfOneOffer(db, { id: offerIds[0] });
  return skillsOfManyOffers(db, { ids: uuidArray(offerIds) });
}

export type OfferSkillWithName = Awaited<ReturnType<typeof offerSkillRows>>[number];

const offerWithSkills = compiled(["id"], (db, p) =>
  selectOffers(db, undefined, offerColumns, withOfferSkills).where(eq(offers.id, p.id)),
);

/** `findOffer` and `offerSkillRows` of one offer in one round trip. */
export async function findOfferWithSkills(db: Executor, id: string) {
  const [row] = await offerWithSkills(db, { id });
  if (!row) return undefined;
  const { skills: skillRows, ...record } = row;
  return { record, skills: skillRows };
}

export interface OfferSearch {
  statuses?: OfferStatus[] | undefined;
  customerId?: string | undefined;
  techRole?: MainSkillCategory | undefined;
  matcherId?: string | undefined;
  q?: string | undefined;
  after?: KeysetAfter | undefined;
  direction: "ASC" | "DESC";
  limit: number;
}

function offerFilters(search: Omit<OfferSearch, "statuses">): SQL[] {
  const where: SQL[] = [];
  if (search.customerId) where.push(eq(offers.customerId, search.customerId));
  if (search.techRole) where.push(eq(offers.techRole, search.techRole));
  if (search.matcherId) {
    where.push(
      sql`exists (select 1 from ${offerMatchers} where ${offerMatchers.offerId} = ${offers.id} and ${offerMatchers.userId} = ${search.matcherId})`,
    );
  }
  if (search.q) where.push(sql`${offers.searchVector} @@ ${textQuery(search.q)}`);
  return where;
}

/** The internal offer list, plus counts per status for the same filters (status aside). */
export async function searchOffers(db: Executor, search: OfferSearch) {
  const base = offerFilters(search);
  const where = [...base];
  if (search.statuses?.length) where.push(inArray(offers.status, search.statuses));
  const [rows, counts] = await Promise.all([
    selectOfferPage(db, where, search),
    db
      .select({ status: offers.status, count: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(...base))
      .groupBy(offers.status),
  ]);
  return { rows, counts };
}

/** A customer's own offers (newest first by default). */
export async function listCustomerOffers(
  db: Executor,
  search: {
    customerId: string;
    status?: OfferStatus | undefined;
    after?: KeysetAfter | undefined;
    direction: "ASC" | "DESC";
    limit: number;
  },
) {
  const where: SQL[] = [eq(offers.customerId, search.customerId)];
  if (search.status) where.push(eq(offers.status, search.status));
  return selectOfferPage(db, where, search);
}

/** Candidates per status for a set of offers. */
export async function candidateCountsByOffer(db: Executor, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: candidates.offerId,
      status: candidates.status,
      count: sql<number>`count(*)::int`,
    })
    .from(candidates)
    .where(inArray(candidates.offerId, offerIds))
    .groupBy(candidates.offerId, candidates.status);
}
