import { mainSkillCategoryLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { getLocale } from "next-intl/server";
import { MarketingPageView } from "../marketing/MarketingPageView";
import { loadMarketingPage } from "../marketing/messageLookup";
import { hiredRoles, hirePage } from "./content";

/** `/hire`: the company pitch (the draft-offer form comes with its own issue). */
export async function HirePage() {
  const locale = await getLocale();
  const roles = (
    <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, m: 0, p: 0 }}>
      {hiredRoles.map((role) => (
        <Box component="li" key={role} sx={{ listStyle: "none" }}>
          <Chip label={mainSkillCategoryLabels[role][locale]} variant="outlined" />
        </Box>
      ))}
    </Box>
  );
  return <MarketingPageView page={await loadMarketingPage(hirePage)} slot={roles} />;
}
