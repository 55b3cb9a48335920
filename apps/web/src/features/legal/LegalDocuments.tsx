import { getFormatter } from "next-intl/server";
import { messageLookup } from "../marketing/messageLookup";
import { LEGAL_UPDATED, type LegalDocument, legalSections } from "./documents";
import { LegalPage } from "./LegalPage";

async function legalDocumentPage(document: LegalDocument) {
  const text = await messageLookup(document);
  const format = await getFormatter();
  const date = format.dateTime(LEGAL_UPDATED, { dateStyle: "long", timeZone: "UTC" });
  return (
    <LegalPage
      title={text("title")}
      updated={text("updated", { date })}
      intro={text("intro")}
      tocLabel={text("tocLabel")}
      sections={legalSections(document, text)}
    />
  );
}

/** `/privacy`. */
export async function PrivacyPage() {
  return legalDocumentPage("Privacy");
}

/** `/terms`. */
export async function TermsPage() {
  return legalDocumentPage("Terms");
}
