import { planLabels } from "@encaja/contracts";
import type { Locale, Messages } from "next-intl";
import { salesMailto } from "../marketing/contact";
import type { MarketingPageSpec } from "../marketing/content";
import type { MessageLookup } from "../marketing/messageLookup";
import {
  ctaActions,
  faqSection,
  featuresSection,
  hiringModelsSection,
  stepsSection,
} from "../marketing/sections";
import type { PlanCardProps } from "./PlanCard";

/** `/pricing`: the Free and Enterprise plans, and direct hire vs staffing. */
export const pricingPage: MarketingPageSpec = {
  namespace: "Pricing",
  hero: { eyebrow: false },
  sections: [
    { id: "plans", key: "plans", lead: false, kind: "slot" },
    hiringModelsSection((model) => `models.${model}.link`),
    faqSection(["which", "change", "guarantee", "invoice"]),
  ],
  cta: ctaActions("/hire", salesMailto),
};

/** The plans, in order; their texts are under `plans.<id>` of the Pricing messages. */
const plans = [
  {
    id: "free",
    // Every company may search the talent pool (`talent.search`); the plans differ only in how
    // many profiles it opens a month (`profileViewsPerMonth`).
    features: ["offers", "search", "shortlist", "profiles", "success"],
    href: "/hire/signup/new",
    highlighted: true,
  },
  {
    id: "enterprise",
    features: ["everything", "manager", "team", "profileViews", "terms"],
    href: salesMailto,
    highlighted: false,
  },
] as const;

/** The plan cards of `/pricing`, in the given locale. */
export function planCards(text: MessageLookup, locale: Locale): PlanCardProps[] {
  return plans.map((plan) => ({
    id: plan.id,
    name: planLabels[plan.id][locale],
    price: text(`plans.${plan.id}.price`),
    tagline: text(`plans.${plan.id}.tagline`),
    includesLabel: text("plans.includes"),
    features: plan.features.map((key) => text(`plans.${plan.id}.features.${key}`)),
    cta: { href: plan.href, label: text(`plans.${plan.id}.cta`) },
    highlighted: plan.highlighted,
  }));
}

/** A hiring-model page (direct hire, staffing): its calculator, how it works, when it fits, a call to hire. */
function hiringModelPage(
  namespace: keyof Messages,
  steps: readonly string[],
  fit: readonly string[],
): MarketingPageSpec {
  return {
    namespace,
    hero: { actions: [{ href: "/hire", label: "cta.primary" }] },
    sections: [
      { id: "calculator", key: "calculator", kind: "slot" },
      stepsSection("how-it-works", "how", steps, { lead: false }),
      featuresSection("when-it-fits", "fit", fit, { lead: false, muted: true }),
    ],
    cta: ctaActions("/hire", "/pricing"),
  };
}

/** `/pricing/direct`: direct hire explained. */
export const directHirePage = hiringModelPage(
  "PricingDirect",
  ["search", "offer", "fee", "guarantee"],
  ["longTerm", "entity", "culture"],
);

/** `/pricing/staffing`: staffing explained. */
export const staffingPage = hiringModelPage(
  "PricingStaffing",
  ["search", "contract", "monthly", "flex"],
  ["noEntity", "speed", "projects"],
);
