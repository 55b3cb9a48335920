import { ClientMessages } from "../i18n/ClientMessages";
import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { hirePage } from "./content";
import { HireForm } from "./HireForm";

/** `/hire`: the company pitch and the request form (a draft saved without an account). */
export async function HirePage() {
  const form = (
    <ClientMessages namespaces={["HireFlow", "Offers", "Forms"]}>
      <HireForm />
    </ClientMessages>
  );
  return <MarketingPageView page={await loadMarketingPage(hirePage)} slot={form} />;
}
