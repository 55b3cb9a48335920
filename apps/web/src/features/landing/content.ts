import type { MarketingPageSpec } from "../marketing/content";
import {
  ctaActions,
  faqSection,
  featuresSection,
  heroActions,
  hiringModelsSection,
  stepsSection,
} from "../marketing/sections";

/** `/`: the company-facing landing page. */
export const homePage: MarketingPageSpec = {
  namespace: "Home",
  hero: { actions: heroActions("/hire", "/pricing") },
  sections: [
    stepsSection("how-it-works", "steps", ["brief", "shortlist", "interviews", "hire"]),
    featuresSection("why-encaja", "why", ["explainable", "vetted", "talent"], { muted: true }),
    featuresSection("explainable-matching", "explain", ["skills", "context", "constraints"]),
    hiringModelsSection((model) => `models.${model}Link`),
    faqSection(["cost", "time", "countries", "replacement"]),
  ],
  cta: ctaActions("/hire", "/pricing"),
};
