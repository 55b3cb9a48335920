import { CtaBand } from "../marketing/CtaBand";
import { FeatureGrid } from "../marketing/FeatureGrid";
import { PageHero } from "../marketing/PageHero";
import { Section } from "../marketing/Section";
import { StepList } from "../marketing/StepList";
import type { TextItem } from "../marketing/types";

export type HiringModelContent = {
  hero: { eyebrow: string; title: string; lead: string };
  how: { title: string; items: TextItem[] };
  fit: { title: string; items: TextItem[] };
  cta: { title: string; body: string; primary: string; secondary: string };
};

/** The layout shared by the hiring-model pages (direct hire, staffing). */
export function HiringModelView({ hero, how, fit, cta }: HiringModelContent) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={[{ href: "/hire", label: cta.primary }]}
      />
      <Section id="how-it-works" title={how.title}>
        <StepList steps={how.items} />
      </Section>
      <Section id="when-it-fits" title={fit.title} muted>
        <FeatureGrid items={fit.items} />
      </Section>
      <CtaBand
        title={cta.title}
        body={cta.body}
        actions={[
          { href: "/hire", label: cta.primary },
          { href: "/pricing", label: cta.secondary },
        ]}
      />
    </>
  );
}
