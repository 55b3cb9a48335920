import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { AppLink } from "@/components/AppLink";
import type { ModelCard } from "./types";

/** Two or more cards that each lead to a page with the details. */
export function ModelCards({ cards }: { cards: ModelCard[] }) {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "repeat(2, 1fr)" } }}>
      {cards.map((card) => (
        <Paper key={card.href} variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
          <Typography variant="h3">{card.title}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 2 }}>
            {card.body}
          </Typography>
          <AppLink href={card.href} underline="always" sx={{ fontWeight: 700 }}>
            {card.linkLabel}
          </AppLink>
        </Paper>
      ))}
    </Box>
  );
}
