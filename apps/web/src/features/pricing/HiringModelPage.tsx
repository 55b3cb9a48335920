import { ClientMessages } from "../i18n/ClientMessages";
import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { directHirePage, staffingPage } from "./content";
import { type CalculatorModel, PricingCalculator } from "./PricingCalculator";

const calculator = (model: CalculatorModel) => (
  <ClientMessages namespaces={["PricingCalculator"]}>
    <PricingCalculator model={model} />
  </ClientMessages>
);

/** `/pricing/direct`: direct hire explained, with its fee calculator. */
export async function DirectHirePage() {
  return (
    <MarketingPageView page={await loadMarketingPage(directHirePage)} slot={calculator("direct")} />
  );
}

/** `/pricing/staffing`: staffing explained, with its monthly rate calculator. */
export async function StaffingPage() {
  return (
    <MarketingPageView page={await loadMarketingPage(staffingPage)} slot={calculator("staffing")} />
  );
}
