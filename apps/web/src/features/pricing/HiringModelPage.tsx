import { getTranslations } from "next-intl/server";
import { HiringModelView } from "./HiringModelView";

const directSteps = ["search", "offer", "fee", "guarantee"] as const;
const directFit = ["longTerm", "entity", "culture"] as const;
const staffingSteps = ["search", "contract", "monthly", "flex"] as const;
const staffingFit = ["noEntity", "speed", "projects"] as const;

/** `/pricing/direct`: direct hire explained. */
export async function DirectHirePage() {
  const t = await getTranslations("PricingDirect");
  return (
    <HiringModelView
      hero={{ eyebrow: t("hero.eyebrow"), title: t("hero.title"), lead: t("hero.lead") }}
      how={{
        title: t("how.title"),
        items: directSteps.map((k) => ({
          title: t(`how.items.${k}.title`),
          body: t(`how.items.${k}.body`),
        })),
      }}
      fit={{
        title: t("fit.title"),
        items: directFit.map((k) => ({
          title: t(`fit.items.${k}.title`),
          body: t(`fit.items.${k}.body`),
        })),
      }}
      cta={{
        title: t("cta.title"),
        body: t("cta.body"),
        primary: t("cta.primary"),
        secondary: t("cta.secondary"),
      }}
    />
  );
}

/** `/pricing/staffing`: staffing explained. */
export async function StaffingPage() {
  const t = await getTranslations("PricingStaffing");
  return (
    <HiringModelView
      hero={{ eyebrow: t("hero.eyebrow"), title: t("hero.title"), lead: t("hero.lead") }}
      how={{
        title: t("how.title"),
        items: staffingSteps.map((k) => ({
          title: t(`how.items.${k}.title`),
          body: t(`how.items.${k}.body`),
        })),
      }}
      fit={{
        title: t("fit.title"),
        items: staffingFit.map((k) => ({
          title: t(`fit.items.${k}.title`),
          body: t(`fit.items.${k}.body`),
        })),
      }}
      cta={{
        title: t("cta.title"),
        body: t("cta.body"),
        primary: t("cta.primary"),
        secondary: t("cta.secondary"),
      }}
    />
  );
}
