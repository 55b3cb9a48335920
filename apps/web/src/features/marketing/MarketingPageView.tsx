import type { ReactNode } from "react";
import { CtaBand } from "./CtaBand";
import type { MarketingBlock, MarketingPageContent } from "./content";
import { FeatureGrid } from "./FeatureGrid";
import { ModelCards } from "./ModelCards";
import { PageHero } from "./PageHero";
import { QaList } from "./QaList";
import { Section } from "./Section";
import { StepList } from "./StepList";

function SectionBlock({ block, slot }: { block: MarketingBlock; slot: ReactNode }) {
  switch (block.kind) {
    case "steps":
      return <StepList steps={block.items} />;
    case "features":
      return <FeatureGrid items={block.items} columns={block.columns} />;
    case "faq":
      return <QaList items={block.items} />;
    case "models":
      return <ModelCards cards={block.cards} />;
    case "slot":
      return slot;
  }
}

/** A marketing page: hero, titled sections and the closing call to action. */
export function MarketingPageView({
  page,
  slot,
}: {
  page: MarketingPageContent;
  slot?: ReactNode;
}) {
  return (
    <>
      <PageHero {...page.hero} />
      {page.sections.map((section) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          lead={section.lead}
          muted={section.muted}
        >
          <SectionBlock block={section.block} slot={slot} />
        </Section>
      ))}
      <CtaBand {...page.cta} />
    </>
  );
}
