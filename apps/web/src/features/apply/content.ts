import type { MarketingPageSpec } from "../marketing/content";
import { ctaActions, featuresSection, heroActions, stepsSection } from "../marketing/sections";

const onboardingSteps = ["account", "profile", "experience", "preferences", "code", "interviews"];

/** `/apply`: invites developers to sign up and explains the onboarding. */
export const applyPage: MarketingPageSpec = {
  namespace: "Apply",
  hero: { actions: heroActions("/signup", "/jobs") },
  sections: [
    stepsSection("onboarding", "steps", onboardingSteps),
    featuresSection("what-we-assess", "evaluate", ["technical", "soft", "english"], {
      muted: true,
    }),
    featuresSection("before-you-start", "prepare", ["cv", "links", "time"]),
  ],
  cta: ctaActions("/signup", "/developers"),
};
