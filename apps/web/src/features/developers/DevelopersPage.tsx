import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { developersPage } from "./content";

/** `/developers`: the developer landing page (yellow/dark theme, chosen by path). */
export async function DevelopersPage() {
  return <MarketingPageView page={await loadMarketingPage(developersPage)} />;
}
