import { getTranslations } from "next-intl/server";
import { CtaBand } from "../marketing/CtaBand";
import { FeatureGrid } from "../marketing/FeatureGrid";
import { PageHero } from "../marketing/PageHero";
import { Section } from "../marketing/Section";
import { StepList } from "../marketing/StepList";

const steps = ["account", "profile", "experience", "preferences", "code", "interviews"] as const;
const assessed = ["technical", "soft", "english"] as const;
const prepare = ["cv", "links", "time"] as const;

/** `/apply`: invites developers to sign up and explains the onboarding. */
export async function ApplyPage() {
  const t = await getTranslations("Apply");
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={[
          { href: "/signup", label: t("hero.primaryCta") },
          { href: "/jobs", label: t("hero.secondaryCta") },
        ]}
      />
      <Section id="onboarding" title={t("steps.title")} lead={t("steps.lead")}>
        <StepList
          steps={steps.map((key) => ({
            title: t(`steps.items.${key}.title`),
            body: t(`steps.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="what-we-assess" title={t("evaluate.title")} lead={t("evaluate.lead")} muted>
        <FeatureGrid
          items={assessed.map((key) => ({
            title: t(`evaluate.items.${key}.title`),
            body: t(`evaluate.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="before-you-start" title={t("prepare.title")} lead={t("prepare.lead")}>
        <FeatureGrid
          items={prepare.map((key) => ({
            title: t(`prepare.items.${key}.title`),
            body: t(`prepare.items.${key}.body`),
          }))}
        />
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        actions={[
          { href: "/signup", label: t("cta.primary") },
          { href: "/developers", label: t("cta.secondary") },
        ]}
      />
    </>
  );
}
