import { mainSkillCategories } from "@encaja/contracts";
import { salesMailto } from "../marketing/contact";
import type { MarketingPageSpec } from "../marketing/content";
import { ctaActions, featuresSection, heroActions, stepsSection } from "../marketing/sections";

/** The roles shown on `/hire`: every main skill category but the catch-alls. */
export const hiredRoles = mainSkillCategories.filter(
  (category) => category !== "custom" && category !== "invalid",
);

const benefits = ["shortlist", "explanations", "profiles", "dashboard"];

/** `/hire`: the company pitch (the draft-offer form comes with its own issue). */
export const hirePage: MarketingPageSpec = {
  namespace: "Hire",
  hero: { actions: heroActions(salesMailto, "/pricing") },
  sections: [
    featuresSection("what-you-get", "benefits", benefits, { columns: 4 }),
    stepsSection("process", "process", ["describe", "match", "meet", "hire"], { muted: true }),
    { id: "roles", key: "roles", kind: "slot" },
  ],
  cta: [
    { href: "/hire/signup/new", label: "cta.signup" },
    ...ctaActions(salesMailto, "/customers/login"),
  ],
};
