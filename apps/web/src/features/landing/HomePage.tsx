import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { homePage } from "./content";

/** `/`: the company-facing landing page. */
export async function HomePage() {
  return <MarketingPageView page={await loadMarketingPage(homePage)} />;
}
