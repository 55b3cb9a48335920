import { mainSkillCategories } from "@encaja/contracts";
import { salesMailto } from "../marketing/contact";
import type { MarketingPageSpec } from "../marketing/content";
import { ctaActions, featuresSection, heroActions, stepsSection } from "../marketing/sections";

/** The roles shown on `/hire`: every main skill category but the catch-alls. */
export const hiredRoles = mainSkillCategories.filter(
  (category) => category !== "custom" && category !== "invalid",
);

const benefits = ["shortlist", "explanations", "profiles", "dashboard"];

/** `/hire`: a short pitch, the request form (a draft without an account), then the process. */
export const hirePage: MarketingPageSpec = {
  namespace: "Hire",
  hero: { actions: heroActions(salesMailto, "/pricing") },
  sections: [
    { id: "request", key: "request", kind: "slot" },
    stepsSection("process", "process", ["describe", "match", "meet", "hire"], { muted: true }),
    featuresSection("what-you-get", "benefits", benefits, { columns: 4 }),
  ],
  cta: [
    { href: "/hire/signup/new", label: "cta.signup" },
    ...ctaActions(salesMailto, "/customers/login"),
  ],
};
