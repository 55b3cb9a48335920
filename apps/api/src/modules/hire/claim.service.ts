import {
  type HireDraftClaim,
  type Locale,
  mainSkillCategoryLabels,
  monthlyUsd,
  type RateTable,
  seniorityLabels,
} from "@encaja/contracts";
import {
  activeMatcherRecipients,
  type Executor,
  findCustomer,
  insertOffer,
  lockHireDraft,
  lockKey,
  markHireDraftClaimed,
  type NewOfferRow,
  nextHireRequestMatcher,
  recordAudit,
  replaceOfferMatchers,
  replaceOfferSkills,
  setResponsibleMatcher,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import { webLink } from "../../lib/links";
import { emailEach, emailLocale, type ServiceDeps } from "../deps";
import { rateTableOn, utcDay } from "../exchange-rates/rate-table";
import { offerSkillRows, slugFor, startInCompanyContext } from "../offers/offers.service";
import { isComplete, type StoredHireDraft, storedDetailsOf } from "./drafts.service";

/** "Desarrollador/a Backend Senior" / "Senior Backend developer": the title when none is given. */
export function defaultHireTitle(details: StoredHireDraft, locale: Locale): string {
  const role = mainSkillCategoryLabels[details.techRole][locale];
  const seniority = details.seniorities[0] ? seniorityLabels[details.seniorities[0]][locale] : "";
  return locale === "es"
    ? `Desarrollador/a ${role} ${seniority}`.trim()
    : `${seniority} ${role} developer`.trim();
}

/** "Backend, Senior / Semi senior": what the matchers' email says was asked for. */
function summaryOf(details: StoredHireDraft, locale: Locale): string {
  const role = mainSkillCategoryLabels[details.techRole][locale];
  const levels = details.seniorities.map((s) => seniorityLabels[s][locale]).join(" / ");
  return `${role}, ${levels}`;
}

function offerRowOf(
  details: StoredHireDraft,
  locale: Locale,
  customerId: string,
  by: string,
  rates: RateTable,
): NewOfferRow {
  const title = details.title ?? defaultHireTitle(details, locale);
  const { budget } = details;
  return {
    customerId,
    title,
    description: details.description ?? "",
    techRole: details.techRole,
    mainStackCode: details.mainStackCode ?? null,
    seniorities: details.seniorities,
    minEnglishLevel: details.minEnglishLevel,
    modalities: details.modalities,
    countries: details.countries,
    budgetMin: budget.min,
    budgetMax: budget.max,
    budgetCurrency: budget.currency,
    budgetPeriod: budget.period,
    budgetMaxMonthlyUsd: monthlyUsd(budget.max, budget.currency, budget.period, rates),
    // A company's request is reviewed by matchers before anything is published or shown.
    showSalary: false,
    hiringType: details.hiringType,
    openings: details.openings,
    isPublic: false,
    confidential: false,
    source: "hire_request",
    slug: slugFor(title),
    status: "draft",
    createdBy: by,
  };
}

export interface ClaimInput {
  draftId: string;
  customerId: string;
  userId: string;
  ip?: string | null;
  now: Date;
}

/** The draft is already some company's (which one is never said). */
const alreadyClaimed = () =>
  appError("HIRE_DRAFT_CLAIMED", "This hire request was already attached to a company");

/**
 * Turns a draft into the company's draft offer, inside the caller's transaction (the claim
 * endpoint, or registration with `draftOfferId`), gives it a responsible matcher in turn, then
 * tells every active matcher.
 * Never says whose a claimed draft is.
 */
export async function claimHireDraftIn(
  deps: ServiceDeps,
  tx: Executor,
  input: ClaimInput,
): Promise<HireDraftClaim> {
  const row = await lockHireDraft(tx, input.draftId);
  if (!row) throw notFound("Hire draft");
  if (row.status === "claimed") throw alreadyClaimed();
  if (row.expiresAt <= input.now) throw notFound("Hire draft");
  const details = storedDetailsOf(row);
  if (!isComplete(details)) {
    throw appError("HIRE_DRAFT_INCOMPLETE", "Complete the developer details first");
  }
  const locale = emailLocale(row.locale);
  const offerId = await insertOffer(
    tx,
    // The rates in force, read in this transaction (claims are rare; ADR 0064).
    offerRowOf(
      details,
      locale,
      input.customerId,
      input.userId,
      await rateTableOn(tx, utcDay(input.now)),
    ),
  );
  await replaceOfferSkills(tx, offerId, offerSkillRows(details.skills));
  await startInCompanyContext(tx, offerId, input.customerId);
  await replaceOfferMatchers(tx, offerId, []);
  // The company's user created the offer, but a matcher answers for it (decision 0054).
  await lockKey(tx, "hire-request-matcher");
  const matcherId = (await nextHireRequestMatcher(tx)) ?? null;
  await setResponsibleMatcher(tx, offerId, matcherId);
  const claimed = await markHireDraftClaimed(tx, row.id, {
    customerId: input.customerId,
    offerId,
    claimedBy: input.userId,
    claimedAt: input.now,
  });
  if (!claimed) throw alreadyClaimed();
  await recordAudit(tx, {
    action: "hire.claimed",
    actorUserId: input.userId,
    ip: input.ip ?? null,
    details: { draftId: row.id, offerId, customerId: input.customerId, matcherId },
  });
  await emailMatchers(deps, tx, { offerId, customerId: input.customerId, details });
  return { draftId: row.id, offerId };
}

async function emailMatchers(
  deps: ServiceDeps,
  tx: Executor,
  claim: { offerId: string; customerId: string; details: StoredHireDraft },
) {
  const company = await findCustomer(tx, claim.customerId);
  await emailEach(deps, tx, await activeMatcherRecipients(tx), "hire-request", (locale) => ({
    companyName: company?.name ?? "",
    summary: summaryOf(claim.details, locale),
    link: webLink(deps.config.WEB_URL, locale, `/matchers/edit-offer/${claim.offerId}`),
  }));
}
