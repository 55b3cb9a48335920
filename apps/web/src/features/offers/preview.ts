import type { JobDetail, Offer } from "@encaja/contracts";

/**
 * An offer as the public job board would show it (mirrors the API's job mapper): no company
 * when confidential, no budget unless shown, the publication date or the creation date.
 */
export function offerAsJob(offer: Omit<Offer, "matchers">): JobDetail {
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    company: offer.confidential ? null : { name: offer.customer.name },
    techRole: offer.techRole,
    mainStack: offer.mainStack,
    skills: offer.skills.map((s) => ({
      code: s.code,
      name: s.name,
      required: s.required,
      minLevel: s.minLevel,
    })),
    seniorities: offer.seniorities,
    modalities: offer.modalities,
    countries: offer.countries,
    salary: offer.showSalary
      ? // The job page shows the budget as entered; its USD value (at the rates in force, kept by
        // the API for the board's salary filter) is not shown, so the preview does not guess it.
        { ...offer.budget, monthlyUsdMax: 0 }
      : null,
    hiringType: offer.hiringType,
    openings: offer.openings,
    publishedAt: offer.publishedAt ?? offer.createdAt,
    description: offer.description,
    minEnglishLevel: offer.minEnglishLevel,
    timeZone: offer.timeZone,
    minOverlapHours: offer.minOverlapHours,
    industry: offer.industry,
    companySize: offer.confidential ? null : offer.companySize,
    projectType: offer.projectType,
  };
}
