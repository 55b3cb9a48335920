import Box from "@mui/material/Box";
import { getLocale } from "next-intl/server";
import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage, messageLookup } from "../marketing/messageLookup";
import { planCards, pricingPage } from "./content";
import { PlanCard } from "./PlanCard";

/** `/pricing`: the Free and Enterprise plans, and direct hire vs staffing. */
export async function PricingPage() {
  const locale = await getLocale();
  const plans = (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "repeat(2, 1fr)" } }}>
      {planCards(await messageLookup("Pricing"), locale).map((plan) => (
        <PlanCard key={plan.id} {...plan} />
      ))}
    </Box>
  );
  return <MarketingPageView page={await loadMarketingPage(pricingPage)} slot={plans} />;
}
