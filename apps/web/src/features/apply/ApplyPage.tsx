import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { applyPage } from "./content";

/** `/apply`: invites developers to sign up and explains the onboarding. */
export async function ApplyPage() {
  return <MarketingPageView page={await loadMarketingPage(applyPage)} />;
}
