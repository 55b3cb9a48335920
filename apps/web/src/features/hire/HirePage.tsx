import { mainSkillCategoryLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { getLocale, getTranslations } from "next-intl/server";
import { CtaBand } from "../marketing/CtaBand";
import { salesMailto } from "../marketing/contact";
import { FeatureGrid } from "../marketing/FeatureGrid";
import { PageHero } from "../marketing/PageHero";
import { Section } from "../marketing/Section";
import { StepList } from "../marketing/StepList";

const benefits = ["shortlist", "explanations", "profiles", "dashboard"] as const;
const process = ["describe", "match", "meet", "hire"] as const;
const roles = [
  "backend",
  "frontend",
  "fullstack",
  "android",
  "ios",
  "devops",
  "data_engineer",
  "data_scientist",
  "data_analyst",
  "qa_automation",
  "qa_manual",
] as const;

/** `/hire`: the company pitch (the draft-offer form comes with its own issue). */
export async function HirePage() {
  const t = await getTranslations("Hire");
  const locale = await getLocale();
  const contact = salesMailto;
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={[
          { href: contact, label: t("hero.primaryCta") },
          { href: "/pricing", label: t("hero.secondaryCta") },
        ]}
      />
      <Section id="what-you-get" title={t("benefits.title")} lead={t("benefits.lead")}>
        <FeatureGrid
          columns={4}
          items={benefits.map((key) => ({
            title: t(`benefits.items.${key}.title`),
            body: t(`benefits.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="process" title={t("process.title")} lead={t("process.lead")} muted>
        <StepList
          steps={process.map((key) => ({
            title: t(`process.items.${key}.title`),
            body: t(`process.items.${key}.body`),
          }))}
        />
      </Section>
      <Section id="roles" title={t("roles.title")} lead={t("roles.lead")}>
        <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, m: 0, p: 0 }}>
          {roles.map((role) => (
            <Box component="li" key={role} sx={{ listStyle: "none" }}>
              <Chip label={mainSkillCategoryLabels[role][locale]} variant="outlined" />
            </Box>
          ))}
        </Box>
      </Section>
      <CtaBand
        title={t("cta.title")}
        body={t("cta.body")}
        actions={[
          { href: "/hire/signup/new", label: t("cta.signup") },
          { href: contact, label: t("cta.primary") },
          { href: "/customers/login", label: t("cta.secondary") },
        ]}
      />
    </>
  );
}
