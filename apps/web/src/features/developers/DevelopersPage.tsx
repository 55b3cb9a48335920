import { getTranslations } from "next-intl/server";
import { CtaBand } from "../marketing/CtaBand";
import { FeatureGrid } from "../marketing/FeatureGrid";
import { PageHero } from "../marketing/PageHero";
import { QaList } from "../marketing/QaList";
import { Section } from "../marketing/Section";
import { StepList } from "../marketing/StepList";

const benefits = ["international", "once", "feedback", "preferences"] as const;
const steps = ["profile", "assessment", "interviews", "offers"] as const;
const questions = ["cost", "english", "location", "data"] as const;

/** `/developers`: the developer landing page (yellow/dark theme, chosen by path). */
export async function DevelopersPage() {
  const t = await getTranslations("Developers");
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={[
          { href: "/signup", label: t("hero.primaryCta") },
          { href: "/jobs", label: t("hero.secondaryCta") },
        ]}
      />
      <Section id="benefits" title={t("benefits.title")} lead={t("benefits.lead")}>
        <FeatureGrid
          columns={4}
          items={benefits.map((key) => ({
            title: t(`benefits.items.${key}.title`),
            body: t(`benefits.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="how-it-works" title={t("steps.title")} lead={t("steps.lead")} muted>
        <StepList
          steps={steps.map((key) => ({
            title: t(`steps.items.${key}.title`),
            body: t(`steps.items.${key}.body`),
          }))}
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
          { href: "/signup", label: t("cta.primary") },
          { href: "/jobs", label: t("cta.secondary") },
        ]}
      />
    </>
  );
}
