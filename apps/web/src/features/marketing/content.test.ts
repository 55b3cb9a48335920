import { initialPricingConfig, permissions } from "@encaja/contracts";
import { createTranslator, type Messages } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { applyPage } from "../apply/content";
import { developersPage } from "../developers/content";
import { hiredRoles, hirePage } from "../hire/content";
import { homePage } from "../landing/content";
import { legalDocuments, legalSections } from "../legal/documents";
import { directHirePage, planCards, pricingPage, staffingPage } from "../pricing/content";
import { resolveMarketingPage } from "./content";
import type { MessageLookup } from "./messageLookup";

const locales = { es, en } as const;

/** A lookup that fails the test on any key missing from that locale's messages. */
function strictLookup(locale: keyof typeof locales, namespace: keyof Messages): MessageLookup {
  const t = createTranslator({
    locale,
    messages: locales[locale] as Messages,
    namespace,
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as MessageLookup;
}

const pages = {
  homePage,
  applyPage,
  developersPage,
  hirePage,
  pricingPage,
  directHirePage,
  staffingPage,
};

describe.each(["es", "en"] as const)("marketing content in %s", (locale) => {
  it.each(Object.entries(pages))("resolves every text of %s", (_, spec) => {
    const page = resolveMarketingPage(spec, strictLookup(locale, spec.namespace));
    expect(page.hero.title).not.toBe("");
    expect(new Set(page.sections.map((s) => s.id)).size).toBe(spec.sections.length);
  });

  it("resolves every pricing plan text", () => {
    const cards = planCards(strictLookup(locale, "Pricing"), locale);
    expect(cards.map((card) => [card.id, card.highlighted])).toEqual([
      ["free", true],
      ["enterprise", false],
    ]);
  });

  it("lists talent-pool search where the plans allow it: every plan, capped on Free", () => {
    // Companies search on every plan (`talent.search`); the plans differ in the profiles opened.
    expect(permissions["talent.search"]).toEqual(
      expect.arrayContaining(["customer", "customerAssociate"]),
    );
    expect(initialPricingConfig.plans.free.profileViewsPerMonth).toBeGreaterThan(0);
    expect(initialPricingConfig.plans.enterprise.profileViewsPerMonth).toBeNull();
    const text = strictLookup(locale, "Pricing");
    const [free, enterprise] = planCards(text, locale);
    expect(free?.features).toContain(text("plans.free.features.search"));
    expect(enterprise?.features).toContain(text("plans.enterprise.features.profileViews"));
  });

  it.each(Object.keys(legalDocuments) as Array<keyof typeof legalDocuments>)(
    "resolves every section of %s",
    (document) => {
      const sections = legalSections(document, strictLookup(locale, document));
      expect(sections).toHaveLength(legalDocuments[document].length);
    },
  );
});

describe("hire page roles", () => {
  it("lists the main skill categories without the catch-alls", () => {
    expect(hiredRoles).not.toContain("custom");
    expect(hiredRoles).not.toContain("invalid");
    expect(hiredRoles[0]).toBe("backend");
  });
});
