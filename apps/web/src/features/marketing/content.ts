import type { Messages } from "next-intl";
import type { MessageLookup } from "./messageLookup";
import type { CtaAction, ModelCard, QaItem, TextItem } from "./types";

/** A link whose label is a message key of the page's namespace. */
export type LinkSpec = { href: string; label: string };

/** What a section shows; item lists are message keys under `<section key>.items`. */
export type BlockSpec =
  | { kind: "steps"; items: readonly string[] }
  | { kind: "features"; items: readonly string[]; columns?: 4 }
  | { kind: "faq"; items: readonly string[] }
  | { kind: "models"; cards: ReadonlyArray<{ key: string; href: string; linkLabel: string }> }
  /** Content the page renders itself (passed to MarketingPageView as `slot`). */
  | { kind: "slot" };

export type SectionSpec = BlockSpec & {
  id: string;
  /** The section's messages: `<key>.title`, `<key>.lead` and its items. */
  key: string;
  /** Whether `<key>.lead` exists and is shown (default true). */
  lead?: boolean;
  muted?: boolean;
};

/** A marketing page as data: every text is a message key of `namespace`. */
export type MarketingPageSpec = {
  namespace: keyof Messages;
  /** Texts under `hero.` (title, lead and, unless `eyebrow` is false, eyebrow). */
  hero: { eyebrow?: boolean; tone?: "dark"; actions?: readonly LinkSpec[] };
  sections: readonly SectionSpec[];
  /** The closing band: `cta.title`, `cta.body` and these actions. */
  cta: readonly LinkSpec[];
};

export type MarketingBlock =
  | { kind: "steps"; items: TextItem[] }
  | { kind: "features"; items: TextItem[]; columns?: 4 }
  | { kind: "faq"; items: QaItem[] }
  | { kind: "models"; cards: ModelCard[] }
  | { kind: "slot" };

export type MarketingSection = {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  block: MarketingBlock;
};

export type MarketingPageContent = {
  hero: { eyebrow?: string; title: string; lead: string; tone?: "dark"; actions: CtaAction[] };
  sections: MarketingSection[];
  cta: { title: string; body: string; actions: CtaAction[] };
};

function links(specs: readonly LinkSpec[], text: MessageLookup): CtaAction[] {
  return specs.map((link) => ({ href: link.href, label: text(link.label) }));
}

function block(spec: SectionSpec, text: MessageLookup): MarketingBlock {
  const item = (name: string, field: string) => text(`${spec.key}.items.${name}.${field}`);
  const textItems = (names: readonly string[]) =>
    names.map((name) => ({ title: item(name, "title"), body: item(name, "body") }));
  switch (spec.kind) {
    case "steps":
      return { kind: "steps", items: textItems(spec.items) };
    case "features":
      return { kind: "features", items: textItems(spec.items), columns: spec.columns };
    case "faq":
      return {
        kind: "faq",
        items: spec.items.map((name) => ({ q: item(name, "q"), a: item(name, "a") })),
      };
    case "models":
      return {
        kind: "models",
        cards: spec.cards.map((card) => ({
          title: text(`${spec.key}.${card.key}.title`),
          body: text(`${spec.key}.${card.key}.body`),
          href: card.href,
          linkLabel: text(card.linkLabel),
        })),
      };
    case "slot":
      return { kind: "slot" };
  }
}

/** Resolves every message key of a page spec into the texts it renders. */
export function resolveMarketingPage(
  spec: MarketingPageSpec,
  text: MessageLookup,
): MarketingPageContent {
  return {
    hero: {
      eyebrow: spec.hero.eyebrow === false ? undefined : text("hero.eyebrow"),
      title: text("hero.title"),
      lead: text("hero.lead"),
      tone: spec.hero.tone,
      actions: links(spec.hero.actions ?? [], text),
    },
    sections: spec.sections.map((section) => ({
      id: section.id,
      title: text(`${section.key}.title`),
      lead: section.lead === false ? undefined : text(`${section.key}.lead`),
      muted: section.muted,
      block: block(section, text),
    })),
    cta: { title: text("cta.title"), body: text("cta.body"), actions: links(spec.cta, text) },
  };
}
