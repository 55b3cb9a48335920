import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { developersPage } from "./content";

/**
 * `/developers`: the developer landing page. data-theme switches the document's colour
 * variables to the yellow/dark theme (app/globals.css).
 */
export async function DevelopersPage() {
  return (
    <div data-theme="developer">
      <MarketingPageView page={await loadMarketingPage(developersPage)} />
    </div>
  );
}
