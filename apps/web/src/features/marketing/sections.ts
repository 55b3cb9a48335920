import type { LinkSpec, SectionSpec } from "./content";

/** A page's FAQ: `faq.title` (no lead) and `faq.items.<item>.q` / `.a`. */
export function faqSection(items: readonly string[]): SectionSpec {
  return { id: "faq", key: "faq", lead: false, kind: "faq", items };
}

/** The direct hire and staffing cards, each linking to its pricing page. */
export function hiringModelsSection(
  linkLabel: (model: "direct" | "staffing") => string,
): SectionSpec {
  const models = ["direct", "staffing"] as const;
  return {
    id: "hiring-models",
    key: "models",
    muted: true,
    kind: "models",
    cards: models.map((model) => ({
      key: model,
      href: `/pricing/${model}`,
      linkLabel: linkLabel(model),
    })),
  };
}

/** The hero's two buttons, labelled `hero.primaryCta` and `hero.secondaryCta`. */
export function heroActions(primaryHref: string, secondaryHref: string): LinkSpec[] {
  return [
    { href: primaryHref, label: "hero.primaryCta" },
    { href: secondaryHref, label: "hero.secondaryCta" },
  ];
}

/** The closing band's two buttons, labelled `cta.primary` and `cta.secondary`. */
export function ctaActions(primaryHref: string, secondaryHref: string): LinkSpec[] {
  return [
    { href: primaryHref, label: "cta.primary" },
    { href: secondaryHref, label: "cta.secondary" },
  ];
}

type SectionOptions = Pick<SectionSpec, "lead" | "muted">;

/** A section of numbered steps: `<key>.items.<item>.title` / `.body`. */
export function stepsSection(
  id: string,
  key: string,
  items: readonly string[],
  options: SectionOptions = {},
): SectionSpec {
  return { id, key, kind: "steps", items, ...options };
}

/** A section of feature cards: `<key>.items.<item>.title` / `.body`. */
export function featuresSection(
  id: string,
  key: string,
  items: readonly string[],
  options: SectionOptions & { columns?: 4 } = {},
): SectionSpec {
  return { id, key, kind: "features", items, ...options };
}
