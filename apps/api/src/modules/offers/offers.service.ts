import { randomBytes } from "node:crypto";
import {
  allowedOfferTransitions,
  type Budget,
  type CompanySize,
  type CreateOfferRequest,
  canTransitionOffer,
  editableOfferStatuses,
  type Industry,
  monthlyUsd,
  type OfferDetail,
  type OfferList,
  type OfferListQuery,
  type OfferStatus,
  OVERLAP_NEEDS_TIME_ZONE,
  offerStatuses,
  overlapNeedsTimeZone,
  type RateTable,
  skillLevels,
  type UpdateOfferRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  candidateCountsByOffer,
  type Executor,
  existingOfferStaff,
  findCustomer,
  findOffer,
  insertOffer,
  type NewOfferRow,
  offerRelations,
  replaceOfferMatchers,
  replaceOfferSkills,
  searchOffers,
  setOfferStatus,
  setResponsibleMatcher,
  updateOfferRow,
} from "@encaja/db/queries";
import { appError, invalidField, notFound } from "../../errors/app-error";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { rateTableOn, utcDay } from "../exchange-rates/rate-table";
import { requireWithinPlan } from "../plans/usage";
import { recordOfferStatusChanged } from "../webhooks/events/offer-events";
import { checkCatalogueReferences } from "./catalogue-references";
import { toOffer } from "./mappers";
import { responsibleMatcherOf } from "./responsible-matcher.service";
import { jobBoardChanged } from "./sitemap-cache";

/** "Senior Backend (Node.js) — Córdoba" → "senior-backend-node-js-cordoba-3f9a1c". */
export function slugFor(title: string): string {
  const base = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `${base || "offer"}-${randomBytes(3).toString("hex")}`;
}

/** The rates in force, read in the writing transaction (offer writes are few). */
const ratesNow = (tx: Executor) => rateTableOn(tx, utcDay(new Date()));

/** A budget's columns; its maximum also in monthly USD at the rates in force (ADR 0064). */
const budgetColumns = (b: Budget, rates: RateTable) => ({
  budgetMin: b.min,
  budgetMax: b.max,
  budgetCurrency: b.currency,
  budgetPeriod: b.period,
  budgetMaxMonthlyUsd: monthlyUsd(b.max, b.currency, b.period, rates),
});

/**
 * Checks every catalogue/customer/staff reference of a create or update body (400 on unknown);
 * answers the offer's customer when the body names one.
 */
async function checkReferences(db: Executor, input: UpdateOfferRequest) {
  const customer = input.customerId ? await findCustomer(db, input.customerId) : undefined;
  if (input.customerId && !customer) throw invalidField("body.customerId", "Unknown customer");
  await checkCatalogueReferences(db, input);
  if (input.matcherIds?.length) {
    const staff = await existingOfferStaff(db, input.matcherIds);
    const unknown = input.matcherIds.findIndex((id) => !staff.has(id));
    if (unknown >= 0) throw invalidField(`body.matcherIds.${unknown}`, "Unknown matcher");
  }
  return customer;
}

/** The overlap an offer would require against the time zone it would have (400 without one). */
function checkOverlap(offer: Parameters<typeof overlapNeedsTimeZone>[0]) {
  if (overlapNeedsTimeZone(offer)) {
    throw invalidField("body.minOverlapHours", OVERLAP_NEEDS_TIME_ZONE);
  }
}

/** An offer's skills as stored: the level as its rank in `skillLevels`. */
export const offerSkillRows = (skills: NonNullable<UpdateOfferRequest["skills"]>) =>
  skills.map((s) => ({
    skillId: s.skillId,
    minLevel: skillLevels.indexOf(s.minLevel),
    required: s.required,
  }));

/** A company's industry and size, what its new offers start with. */
const companyContext = (customer: {
  industry: Industry | null;
  companySize: CompanySize | null;
}) => ({
  industry: customer.industry,
  companySize: customer.companySize,
});

/** Gives an offer made from a `/hire` request its company's industry and size. */
export async function startInCompanyContext(db: Executor, offerId: string, customerId: string) {
  const customer = await findCustomer(db, customerId);
  if (customer) await updateOfferRow(db, offerId, companyContext(customer));
}

export async function createOffer(db: Db, auth: AuthContext, input: CreateOfferRequest) {
  return db.transaction(async (tx) => {
    const customer = await checkReferences(tx, input);
    checkOverlap(input);
    const { budget, skills, matcherIds, mainStackCode, ...fields } = input;
    const row: NewOfferRow = {
      // An offer that does not say otherwise is in its company's industry and size.
      ...(customer ? companyContext(customer) : {}),
      ...fields,
      ...budgetColumns(budget, await ratesNow(tx)),
      mainStackCode: mainStackCode ?? null,
      slug: slugFor(input.title),
      status: "draft",
      createdBy: auth.userId,
    };
    const id = await insertOffer(tx, row);
    await replaceOfferSkills(tx, id, offerSkillRows(skills));
    const matchers = matcherIds ?? (auth.role === "matchers" ? [auth.userId] : []);
    await replaceOfferMatchers(tx, id, matchers);
    // A matcher who creates an offer answers for it; otherwise its first assigned matcher.
    const responsible = auth.role === "matchers" ? auth.userId : matchers[0];
    if (responsible) await setResponsibleMatcher(tx, id, responsible);
    return id;
  });
}

const notEditable = (status: OfferStatus) =>
  appError("OFFER_NOT_EDITABLE", `A ${status} offer can no longer be edited`, {
    details: {
      status,
    },
  });

export async function updateOffer(db: Db, id: string, input: UpdateOfferRequest) {
  await db.transaction(async (tx) => {
    const current = await findOffer(tx, id);
    if (!current) throw notFound("Offer");
    const status = current.offer.status;
    if (!editableOfferStatuses.includes(status)) throw notEditable(status);
    await checkReferences(tx, input);
    checkOverlap({
      timeZone: input.timeZone === undefined ? current.offer.timeZone : input.timeZone,
      minOverlapHours: input.minOverlapHours ?? current.offer.minOverlapHours,
    });
    const { budget, skills, matcherIds, mainStackCode, ...fields } = input;
    const changes: Partial<NewOfferRow> = { ...fields };
    if (budget) Object.assign(changes, budgetColumns(budget, await ratesNow(tx)));
    if (mainStackCode !== undefined) changes.mainStackCode = mainStackCode;
    await updateOfferRow(tx, id, changes);
    if (skills) await replaceOfferSkills(tx, id, offerSkillRows(skills));
    if (matcherIds) await replaceOfferMatchers(tx, id, matcherIds);
  });
  jobBoardChanged();
}

/**
 * Applies one transition of the contracts' table; anything else is 409 with what is allowed.
 * `withinPlan` (the API's callers; seeds and fixtures leave it out): opening takes one of the
 * company's open-offer slots, checked in the transaction that opens it. The company's webhooks
 * hear of the change in the same transaction.
 */
export async function changeOfferStatus(
  db: Db,
  id: string,
  to: OfferStatus,
  options: { withinPlan?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    const current = await findOffer(tx, id);
    if (!current) throw notFound("Offer");
    const from = current.offer.status;
    if (options.withinPlan && to === "open" && from !== "open") {
      await requireWithinPlan(tx, current.offer.customerId, "openOffers");
    }
    const allowed = allowedOfferTransitions(from);
    if (!canTransitionOffer(from, to) || !(await setOfferStatus(tx, id, from, to))) {
      throw appError("INVALID_TRANSITION", `An offer cannot go from ${from} to ${to}`, {
        details: { status: from, allowed: [...allowed] },
      });
    }
    await recordOfferStatusChanged(tx, current.offer, { from, to, at: new Date() });
  });
  jobBoardChanged();
}

export async function getOfferDetail(db: Executor, id: string): Promise<OfferDetail> {
  const record = await findOffer(db, id);
  if (!record) throw notFound("Offer");
  const [rel, counts] = await Promise.all([
    offerRelations(db, [id]),
    candidateCountsByOffer(db, [id]),
  ]);
  return {
    ...toOffer(record, rel),
    pipeline: counts.map((c) => ({ status: c.status, count: c.count })),
    responsibleMatcher: await responsibleMatcherOf(db, record.offer.responsibleMatcherId),
  };
}

export async function listOffers(db: Db, query: OfferListQuery): Promise<OfferList> {
  const { rows, counts } = await searchOffers(db, {
    statuses: query.status,
    customerId: query.customerId,
    techRole: query.techRole,
    matcherId: query.matcherId,
    q: query.q || undefined,
    after: decodeCursor(query.cursor),
    direction: query.direction,
    limit: query.limit,
  });
  const rel = await offerRelations(
    db,
    rows.slice(0, query.limit).map((r) => r.offer.id),
  );
  const byStatus = Object.fromEntries(offerStatuses.map((s) => [s, 0])) as Record<
    OfferStatus,
    number
  >;
  for (const c of counts) byStatus[c.status] = c.count;
  return {
    ...page(
      rows,
      query.limit,
      (r) => r.offer.id,
      (r) => toOffer(r, rel),
    ),
    counts: byStatus,
  };
}
