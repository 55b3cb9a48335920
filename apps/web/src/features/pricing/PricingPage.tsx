import { planLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import { getLocale, getTranslations } from "next-intl/server";
import { CtaBand } from "../marketing/CtaBand";
import { salesMailto } from "../marketing/contact";
import { ModelCards } from "../marketing/ModelCards";
import { PageHero } from "../marketing/PageHero";
import { QaList } from "../marketing/QaList";
import { Section } from "../marketing/Section";
import { PlanCard } from "./PlanCard";

const freeFeatures = ["offers", "shortlist", "profiles", "success"] as const;
const enterpriseFeatures = ["everything", "manager", "team", "search", "terms"] as const;
const questions = ["which", "change", "guarantee", "invoice"] as const;

/** `/pricing`: the Free and Enterprise plans, and direct hire vs staffing. */
export async function PricingPage() {
  const t = await getTranslations("Pricing");
  const locale = await getLocale();
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="plans" title={t("plans.title")}>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "repeat(2, 1fr)" } }}>
          <PlanCard
            id="free"
            name={planLabels.free[locale]}
            price={t("plans.free.price")}
            tagline={t("plans.free.tagline")}
            includesLabel={t("plans.includes")}
            features={freeFeatures.map((key) => t(`plans.free.features.${key}`))}
            cta={{ href: "/hire/signup/new", label: t("plans.free.cta") }}
            highlighted
          />
          <PlanCard
            id="enterprise"
            name={planLabels.enterprise[locale]}
            price={t("plans.enterprise.price")}
            tagline={t("plans.enterprise.tagline")}
            includesLabel={t("plans.includes")}
            features={enterpriseFeatures.map((key) => t(`plans.enterprise.features.${key}`))}
            cta={{ href: salesMailto, label: t("plans.enterprise.cta") }}
          />
        </Box>
      </Section>
      <Section id="hiring-models" title={t("models.title")} lead={t("models.lead")} muted>
        <ModelCards
          cards={[
            {
              title: t("models.direct.title"),
              body: t("models.direct.body"),
              href: "/pricing/direct",
              linkLabel: t("models.direct.link"),
            },
            {
              title: t("models.staffing.title"),
              body: t("models.staffing.body"),
              href: "/pricing/staffing",
              linkLabel: t("models.staffing.link"),
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
          { href: salesMailto, label: t("cta.secondary") },
        ]}
      />
    </>
  );
}
