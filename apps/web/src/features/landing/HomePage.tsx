import { getTranslations } from "next-intl/server";
import { CtaBand } from "../marketing/CtaBand";
import { FeatureGrid } from "../marketing/FeatureGrid";
import { ModelCards } from "../marketing/ModelCards";
import { PageHero } from "../marketing/PageHero";
import { QaList } from "../marketing/QaList";
import { Section } from "../marketing/Section";
import { StepList } from "../marketing/StepList";

const steps = ["brief", "shortlist", "interviews", "hire"] as const;
const reasons = ["explainable", "vetted", "talent"] as const;
const explained = ["skills", "context", "constraints"] as const;
const questions = ["cost", "time", "countries", "replacement"] as const;

/** `/`: the company-facing landing page. */
export async function HomePage() {
  const t = await getTranslations("Home");
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={[
          { href: "/hire", label: t("hero.primaryCta") },
          { href: "/pricing", label: t("hero.secondaryCta") },
        ]}
      />
      <Section id="how-it-works" title={t("steps.title")} lead={t("steps.lead")}>
        <StepList
          steps={steps.map((key) => ({
            title: t(`steps.items.${key}.title`),
            body: t(`steps.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="why-encaja" title={t("why.title")} lead={t("why.lead")} muted>
        <FeatureGrid
          items={reasons.map((key) => ({
            title: t(`why.items.${key}.title`),
            body: t(`why.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="explainable-matching" title={t("explain.title")} lead={t("explain.lead")}>
        <FeatureGrid
          items={explained.map((key) => ({
            title: t(`explain.items.${key}.title`),
            body: t(`explain.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="hiring-models" title={t("models.title")} lead={t("models.lead")} muted>
        <ModelCards
          cards={[
            {
              title: t("models.direct.title"),
              body: t("models.direct.body"),
              href: "/pricing/direct",
              linkLabel: t("models.directLink"),
            },
            {
              title: t("models.staffing.title"),
              body: t("models.staffing.body"),
              href: "/pricing/staffing",
              linkLabel: t("models.staffingLink"),
            },
          ]}
        />
      </Section>
      <Section id="faq" title={t("faq.title")}>
        <QaList
          items={questions.map((key) => ({
            q: t(`faq.items.${key}.q`),
            a: t(`faq.items.${key}.a`),
          }))}
        />
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        actions={[
          { href: "/hire", label: t("cta.primary") },
          { href: "/pricing", label: t("cta.secondary") },
        ]}
      />
    </>
  );
}
