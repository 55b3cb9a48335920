import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { directHirePage, staffingPage } from "./content";

/** `/pricing/direct`: direct hire explained. */
export async function DirectHirePage() {
  return <MarketingPageView page={await loadMarketingPage(directHirePage)} />;
}

/** `/pricing/staffing`: staffing explained. */
export async function StaffingPage() {
  return <MarketingPageView page={await loadMarketingPage(staffingPage)} />;
}
