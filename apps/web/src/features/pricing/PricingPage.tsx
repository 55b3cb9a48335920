import Box from "@mui/material/Box";
import { getLocale } from "next-intl/server";
import { ClientMessages } from "../i18n/ClientMessages";
import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage, messageLookup } from "../marketing/messageLookup";
import { planCards, pricingPage } from "./content";
import { PlanCard } from "./PlanCard";
import { PricingComparison } from "./PricingComparison";

/** `/pricing`: the Free and Enterprise plans, and direct hire vs staffing with the configured figures. */
export async function PricingPage() {
  const locale = await getLocale();
  const plans = (
    <>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "repeat(2, 1fr)" } }}>
        {planCards(await messageLookup("Pricing"), locale).map((plan) => (
          <PlanCard key={plan.id} {...plan} />
        ))}
      </Box>
      <ClientMessages namespaces={["PricingCalculator"]}>
        <PricingComparison />
      </ClientMessages>
    </>
  );
  return <MarketingPageView page={await loadMarketingPage(pricingPage)} slot={plans} />;
}
