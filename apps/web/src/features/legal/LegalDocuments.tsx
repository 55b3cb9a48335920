import { getFormatter, getTranslations } from "next-intl/server";
import { LEGAL_UPDATED, privacySections, sectionId, termsSections } from "./documents";
import { LegalPage } from "./LegalPage";

async function updatedOn(): Promise<string> {
  const format = await getFormatter();
  return format.dateTime(LEGAL_UPDATED, { dateStyle: "long", timeZone: "UTC" });
}

/** `/privacy`. */
export async function PrivacyPage() {
  const t = await getTranslations("Privacy");
  return (
    <LegalPage
      title={t("title")}
      updated={t("updated", { date: await updatedOn() })}
      intro={t("intro")}
      tocLabel={t("tocLabel")}
      sections={privacySections.map((key) => ({
        id: sectionId(key),
        title: t(`sections.${key}.title`),
        body: t(`sections.${key}.body`),
      }))}
    />
  );
}

/** `/terms`. */
export async function TermsPage() {
  const t = await getTranslations("Terms");
  return (
    <LegalPage
      title={t("title")}
      updated={t("updated", { date: await updatedOn() })}
      intro={t("intro")}
      tocLabel={t("tocLabel")}
      sections={termsSections.map((key) => ({
        id: sectionId(key),
        title: t(`sections.${key}.title`),
        body: t(`sections.${key}.body`),
      }))}
    />
  );
}
