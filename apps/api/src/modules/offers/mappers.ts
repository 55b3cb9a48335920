import {
  type Job,
  type JobDetail,
  type Offer,
  type SkillLevel,
  skillLevels,
} from "@encaja/contracts";
import type { JobBoardRow, OfferRecord, offerRelations } from "@encaja/db/queries";

type Relations = Awaited<ReturnType<typeof offerRelations>>;
/** An offer row as the board reads it, its skills given apart (a job page reads them apart). */
type BoardRow = Omit<JobBoardRow, "skills">;
type SkillRelation = Relations["skills"][number];

const iso = (d: Date) => d.toISOString();
const level = (n: number): SkillLevel => skillLevels[n] ?? "not_evaluated";

function budgetOf(o: BoardRow["offer"]) {
  return {
    min: o.budgetMin,
    max: o.budgetMax,
    currency: o.budgetCurrency,
    period: o.budgetPeriod,
  };
}

const mainStackOf = (r: BoardRow) =>
  r.offer.mainStackCode && r.stackName ? { code: r.offer.mainStackCode, name: r.stackName } : null;

/** Where and in what context the offer's work happens (the matching's context criteria). */
const offerContextOf = (o: OfferRecord["offer"]) => ({
  timeZone: o.timeZone,
  minOverlapHours: o.minOverlapHours,
  industry: o.industry,
  companySize: o.companySize,
  projectType: o.projectType,
});

/** The internal (matchers') view of an offer. */
export function toOffer(r: OfferRecord, rel: Relations): Offer {
  const o = r.offer;
  return {
    id: o.id,
    slug: o.slug,
    status: o.status,
    customer: { id: o.customerId, name: r.customerName },
    title: o.title,
    description: o.description,
    techRole: o.techRole,
    mainStack: mainStackOf(r),
    skills: rel.skills
      .filter((s) => s.offerId === o.id)
      .map((s) => ({
        skillId: s.skillId,
        code: s.code,
        name: s.name,
        minLevel: level(s.minLevel),
        required: s.required,
      })),
    seniorities: o.seniorities,
    minEnglishLevel: o.minEnglishLevel,
    modalities: o.modalities,
    countries: o.countries,
    budget: budgetOf(o),
    showSalary: o.showSalary,
    hiringType: o.hiringType,
    openings: o.openings,
    isPublic: o.isPublic,
    confidential: o.confidential,
    source: o.source,
    ...offerContextOf(o),
    matchers: rel.matchers
      .filter((m) => m.offerId === o.id)
      .map((m) => ({ id: m.id, fullName: m.fullName })),
    publishedAt: o.publishedAt ? iso(o.publishedAt) : null,
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}

/** The public job-board view: no budget unless shown, no company when confidential. */
export function toJob(r: BoardRow, skills: SkillRelation[]): Job {
  const o = r.offer;
  return {
    id: o.id,
    slug: o.slug,
    title: o.title,
    company: o.confidential ? null : { name: r.customerName },
    techRole: o.techRole,
    mainStack: mainStackOf(r),
    skills: skills.map((s) => ({ code: s.code, name: s.name, required: s.required })),
    seniorities: o.seniorities,
    modalities: o.modalities,
    countries: o.countries,
    salary: o.showSalary ? { ...budgetOf(o), monthlyUsdMax: o.budgetMaxMonthlyUsd } : null,
    hiringType: o.hiringType,
    openings: o.openings,
    publishedAt: iso(o.publishedAt ?? o.createdAt),
  };
}

export function toJobDetail(r: OfferRecord, skills: SkillRelation[]): JobDetail {
  const context = offerContextOf(r.offer);
  return {
    ...toJob(r, skills),
    ...context,
    companySize: r.offer.confidential ? null : context.companySize,
    description: r.offer.description,
    minEnglishLevel: r.offer.minEnglishLevel,
    skills: skills.map((s) => ({
      code: s.code,
      name: s.name,
      required: s.required,
      minLevel: level(s.minLevel),
    })),
  };
}
