import type { MarketingPageSpec } from "../marketing/content";
import {
  ctaActions,
  faqSection,
  featuresSection,
  heroActions,
  stepsSection,
} from "../marketing/sections";

const benefits = ["international", "once", "feedback", "preferences"];

/** `/developers`: the developer landing page (yellow/dark theme, chosen by path). */
export const developersPage: MarketingPageSpec = {
  namespace: "Developers",
  hero: { tone: "dark", actions: heroActions("/signup", "/jobs") },
  sections: [
    featuresSection("benefits", "benefits", benefits, { columns: 4 }),
    stepsSection("how-it-works", "steps", ["profile", "assessment", "interviews", "offers"], {
      muted: true,
    }),
    faqSection(["cost", "english", "location", "data"]),
  ],
  cta: ctaActions("/signup", "/jobs"),
};
